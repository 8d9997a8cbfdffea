// 'What is Thesis Studio' (spec §2 landing page): four sections and a Got It button.
import { InfoDialog } from '@thesis-studio/ui';
import type { DialogProps } from './dialog-props';

export default function LearnMoreDialog({ open, onOpenChange }: DialogProps) {
  return (
    <InfoDialog
      open={open}
      onOpenChange={onOpenChange}
      title="What is Thesis Studio"
      description="A thesis-development service for strategy teams, executives and leaders."
      closeLabel="Got It"
      bodyClassName="grid gap-5 text-sm leading-relaxed"
    >
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">Professional Thesis Development</h3>
        <p className="text-muted-foreground">
          We turn a strategic idea into a rigorous, well-argued thesis: a clear central question, the evidence
          behind it, and a position your team can defend in the boardroom.
        </p>
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">How We Work</h3>
        <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
          <li>You share an idea, in a few sentences.</li>
          <li>A guided four-step wizard sharpens the intellectual challenge and the strategic context.</li>
          <li>A multi-phase AI research run builds the thesis, usually in two to three minutes.</li>
          <li>You edit the result, listen to it read aloud, and share it by link.</li>
        </ol>
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">What You Receive</h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Cue cards that carry the argument, step by step.</li>
          <li>Key insights, summarised as bullet points.</li>
          <li>A full article with headings, ready to edit.</li>
          <li>A public link where readers can question the thesis and message you.</li>
        </ul>
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">Perfect For</h3>
        <p className="text-muted-foreground">
          Strategy teams preparing a recommendation, executives testing a new direction, consultants framing a
          client engagement, and leaders who need a clear point of view before a big decision.
        </p>
      </section>
    </InfoDialog>
  );
}
