import type { Transaction } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import type { Translator } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import { PAYMENT_MODES, TRANSACTION_RESULTS, TRANSACTION_TYPES, transactionDescription } from './transaction-words';

const typeWord = (t: Translator['t'], type: string) => (type in TRANSACTION_TYPES ? t(TRANSACTION_TYPES[type as keyof typeof TRANSACTION_TYPES]) : type);
const modeWord = (t: Translator['t'], mode: string) => {
  const word = PAYMENT_MODES[mode];
  return word ? t(word) : mode;
};

/** A transaction's result as a coloured tag in words (pending, success, cancelled, expired, failed). */
export function ResultTag({ result, t }: { result: string | null | undefined; t: Translator['t'] }) {
  const known = result ? TRANSACTION_RESULTS[result] : undefined;
  return known ? <Tag variant={known.variant}>{t(known.label)}</Tag> : <span>{result || '—'}</span>;
}

/** The transactions' columns: mode, amount, type, description, number, result, time. */
export function transactionColumns(t: Translator['t'], yuan: (value: unknown) => string, time: (value: unknown) => string): ListColumn<Transaction>[] {
  return [
    { id: 'mode', label: 'member.mode', cell: (r) => modeWord(t, r.mode) },
    { id: 'amount', label: 'member.amount', cell: (r) => <span className="tabular-nums">{yuan(r.amount)}</span> },
    { id: 'type', label: 'member.type', cell: (r) => typeWord(t, r.type) },
    {
      id: 'description',
      label: 'member.description',
      cell: (r) => {
        const description = transactionDescription(t, r.description);
        return (
          <span className="inline-block max-w-64 truncate align-bottom" title={description}>
            {description || '—'}
          </span>
        );
      },
    },
    { id: 'number', label: 'member.number', cell: (r) => <span className="font-mono">{r.number}</span> },
    { id: 'result', label: 'member.result', cell: (r) => <ResultTag result={r.result} t={t} /> },
    { id: 'time', label: 'member.time', cell: (r) => time(r.time) },
  ];
}
