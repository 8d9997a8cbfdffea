// A select over a fixed list of choices (a role, an audit action): only one of them reaches onChange.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@thesis-studio/ui';

export function ChoiceSelect<V extends string>({
  value,
  choices,
  disabled,
  onChange,
  ...trigger
}: {
  value: V;
  choices: readonly { value: V; label: string }[];
  disabled?: boolean;
  onChange: (value: V) => void;
  id?: string;
  className?: string;
  'aria-label': string;
}) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        const choice = choices.find((c) => c.value === next);
        if (choice) onChange(choice.value);
      }}
    >
      <SelectTrigger {...trigger}>
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
}
