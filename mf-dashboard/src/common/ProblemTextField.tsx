// A text field that says what is wrong with what was typed in it (the token and webhook forms).
import { TextField } from '@thesis-studio/ui';
import type { InputHTMLAttributes } from 'react';

/**
 * A labelled text input with the problem found in it below (`${id}-problem`), read out with the field
 * (aria-describedby).
 */
export function ProblemTextField({
  problem,
  ...field
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; problem: string | undefined }) {
  const problemId = `${field.id}-problem`;
  return (
    <div className="grid gap-1">
      <TextField
        {...field}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem ? (
        <p id={problemId} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
