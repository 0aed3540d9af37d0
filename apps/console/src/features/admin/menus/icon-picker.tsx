import { Button, cn, type FormFieldControlProps, Input, Popover, PopoverContent, PopoverTrigger } from '@vigil/ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { AppIcon } from '../../../components/app-icon';
import { useT } from '../../../i18n/use-t';
import { ROUTE_ICONS, type RouteIcon } from '../../../routes/route-table';

const isIcon = (value: unknown): value is RouteIcon => typeof value === 'string' && (ROUTE_ICONS as readonly string[]).includes(value);
const COLUMNS = 4;

export interface IconPickerProps {
  value: unknown;
  onChange: (value: string) => void;
  aria: FormFieldControlProps;
}

/**
 * RuoYi's icon picker over the console's menu glyphs: a button showing the chosen icon opens a searchable grid.
 * Keyboard: type to filter, Tab or ↓ into the grid, arrows move, Enter or Space picks, Escape closes.
 */
export function IconPicker({ value, onChange, aria }: IconPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const grid = useRef<HTMLFieldSetElement>(null);
  const shown = ROUTE_ICONS.filter((name) => name.includes(text.trim().toLowerCase()));
  const focusAt = (index: number) => grid.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  const move = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key];
    if (step === undefined || at < 0) return;
    event.preventDefault();
    focusAt(Math.min(Math.max(at + step, 0), buttons.length - 1));
  };
  const pick = (name: string) => {
    onChange(name);
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" className="w-full justify-start gap-2 font-normal" {...aria}>
          {isIcon(value) ? <AppIcon name={value} /> : null}
          <span className={cn(!isIcon(value) && 'text-muted-foreground')}>{isIcon(value) ? value : t('menu.iconPlaceholder')}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-80 gap-2 p-2">
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              focusAt(0);
            }
          }}
          placeholder={t('menu.iconSearch')}
          aria-label={t('menu.iconSearch')}
        />
        <fieldset ref={grid} aria-label={t('menu.icons')} onKeyDown={move} className="m-0 grid max-h-56 min-w-0 grid-cols-4 gap-1 overflow-auto border-0 p-0">
          {shown.map((name) => (
            <Button
              key={name}
              type="button"
              size="sm"
              variant={value === name ? 'primary' : 'ghost'}
              aria-pressed={value === name}
              className="h-auto flex-col gap-1 py-2 text-xs"
              onClick={() => pick(name)}
            >
              <AppIcon name={name} />
              {name}
            </Button>
          ))}
          {shown.length === 0 && <p className="col-span-4 p-2 text-sm text-muted-foreground">{t('menu.noIcon')}</p>}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
