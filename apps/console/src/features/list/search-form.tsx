import { Button, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';
import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { SearchField } from './list-types';

/** Radix Select cannot hold an empty value: "all" stands for no filter. */
const ALL = '__all';

export interface SearchFormProps {
  fields: readonly SearchField[];
  /** The applied filters (from the URL); the form edits a draft of them. */
  values: Readonly<Record<string, string>>;
  onSearch: (values: Record<string, string>) => void;
  onReset: () => void;
  /** What the fields show after 重置: the list's default filters (none by default). */
  resetValues?: Readonly<Record<string, string>> | undefined;
  /** The message refusing these values (the search does not run), or null to search. */
  validate?: ((values: Readonly<Record<string, string>>) => string | null) | undefined;
}

/** The search form of a list, built from config: text, date and select fields, 搜索 Search and 重置 Reset. */
export function SearchForm({ fields, values, onSearch, onReset, resetValues, validate }: SearchFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  // The applied filters change from outside (reset, back/forward, a shared link): the draft follows them.
  const [applied, setApplied] = useState(values);
  if (applied !== values) {
    setApplied(values);
    setDraft({ ...values });
  }
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== ''));
    const message = validate?.(next) ?? null;
    setRefusal(message);
    if (message === null) onSearch(next);
  };

  return (
    <search aria-label={t('list.searchForm')}>
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      {fields.map((field) => {
        const label = t(field.label);
        return (
          <FormField key={field.name} label={label} className="w-52">
            {field.kind === 'text' || field.kind === 'date' ? (
              <Input
                name={field.name}
                type={field.kind}
                value={draft[field.name] ?? ''}
                placeholder={field.kind === 'text' ? t('list.placeholder', { label }) : undefined}
                onChange={(e) => set(field.name, e.target.value)}
              />
            ) : (
              (control) => (
                <Select value={draft[field.name] || ALL} onValueChange={(v) => set(field.name, v === ALL ? '' : v)}>
                  <SelectTrigger {...control} name={field.name}>
                    <SelectValue placeholder={t('list.selectPlaceholder', { label })} />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL}>{t('list.all')}</SelectItem>
                    {field.options.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {t(o.label)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )
            )}
          </FormField>
        );
      })}
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('list.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // Not left to the applied values: when the list already shows its defaults they do not change.
            setDraft({ ...resetValues });
            setRefusal(null);
            onReset();
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('list.reset')}
        </Button>
      </div>
      {refusal !== null && (
        <p role="alert" className="basis-full text-sm text-danger">
          {refusal}
        </p>
      )}
    </form>
    </search>
  );
}
