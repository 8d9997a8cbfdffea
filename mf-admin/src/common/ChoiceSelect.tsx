// A select over a fixed list of choices (a role, an audit action): only one of them reaches onChange.
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@thesis-studio/ui';

export interface ChoiceSelectProps<V extends string> {
  value: V;
  choices: readonly { value: V; label: string }[];
  disabled?: boolean;
  onChange: (value: V) => void;
  id?: string;
  className?: string;
  /** A label above the select (tied to it by `id`), which also names it. */
  label?: string;
  /** Names a select without a label. */
  'aria-label'?: string;
}

export function ChoiceSelect<V extends string>({
  value,
  choices,
  disabled,
  onChange,
  id,
  className,
  label,
  'aria-label': ariaLabel = label,
}: ChoiceSelectProps<V>) {
  const select = (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        const choice = choices.find((c) => c.value === next);
        if (choice) onChange(choice.value);
      }}
    >
      <SelectTrigger id={id} className={className} aria-label={ariaLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  return label ? (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {select}
    </div>
  ) : (
    select
  );
}
