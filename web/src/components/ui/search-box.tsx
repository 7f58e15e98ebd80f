import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/form-field';
import { cn } from '@/utils/cn';

/** A labelled search field with a magnifier; `onChange` gets the text as typed. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={cn(inputClasses, 'pl-9')}
        />
      </div>
    </div>
  );
}
