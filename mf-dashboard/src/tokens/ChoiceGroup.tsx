// A labelled group of radio buttons drawn as cards (scope, expiry): native inputs, so the keyboard and
// assistive technology treat it as the one choice it is.
import { cn } from '@thesis-studio/ui';
import { useId } from 'react';

interface Choice<V extends string> {
  value: V;
  title: string;
  detail?: string;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  onChange: (value: V) => void;
  /** Grid columns from the small breakpoint up. */
  columns?: 2 | 4;
  disabled?: boolean;
}

export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 2,
  disabled = false,
}: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className={cn('grid gap-2', columns === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'sm:grid-cols-2')}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-md border border-input p-3 text-sm',
                'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{choice.title}</span>
                {choice.detail ? <span className="text-slate-600">{choice.detail}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
