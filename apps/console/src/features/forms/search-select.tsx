import { FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';

export interface SearchSelectOption {
  value: string;
  text: string;
}

export interface SearchSelectProps {
  /** The search box: its label, form name, placeholder, text and setter (the caller asks for the options it narrows). */
  search: { label: string; name: string; placeholder?: string; value: string; onChange: (text: string) => void };
  /** The select: its label, form name and placeholder. */
  label: string;
  name: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SearchSelectOption[];
}

/**
 * Picks one record from many: a search box narrows the options the select lists (the history's device, a gas view's
 * site). A chosen value the current options do not hold stays listed (as its value), so the choice never blanks.
 */
export function SearchSelect({ search, label, name, placeholder, value, onChange, options }: SearchSelectProps) {
  const listed = options.some((o) => o.value === value);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label={search.label} className="w-52">
        <Input name={search.name} value={search.value} placeholder={search.placeholder} onChange={(e) => search.onChange(e.target.value)} />
      </FormField>
      <FormField label={label} className="w-72">
        {(control) => (
          <Select value={value || undefined} onValueChange={onChange}>
            <SelectTrigger {...control} name={name}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {!listed && value && <SelectItem value={value}>{value}</SelectItem>}
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.text}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
