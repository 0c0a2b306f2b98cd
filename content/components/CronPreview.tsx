import { useState } from 'react';
import styles from './CronPreview.module.css';

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 6 },
];

/** Says what one cron field means, or why it is not valid. */
function describe(value: string, field: (typeof FIELDS)[number]): { text: string; ok: boolean } {
  if (value === '*') return { text: `every ${field.name}`, ok: true };
  const step = /^\*\/(\d+)$/.exec(value);
  if (step) return { text: `every ${step[1]} ${field.name}s`, ok: Number(step[1]) > 0 };
  const parts = value.split(',');
  const ok = parts.every((part) => {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) return false;
    const [from, to] = [Number(range[1]), Number(range[2] ?? range[1])];
    return from >= field.min && to <= field.max && from <= to;
  });
  return ok ? { text: `${field.name} ${parts.join(', ')}`, ok } : { text: `${field.min}–${field.max}, *, */n, lists or ranges`, ok };
}

/** Type a cron schedule for a job and see what each of its five fields means. */
export default function CronPreview({ initial = '0 * * * *' }: { initial?: string }) {
  const [schedule, setSchedule] = useState(initial);
  const values = schedule.trim().split(/\s+/);
  return (
    <div className={styles.preview}>
      <label className={styles.label}>
        Cron schedule{' '}
        <input className={styles.input} value={schedule} onChange={(e) => setSchedule(e.target.value)} spellCheck={false} />
      </label>
      {values.length !== 5 ? (
        <p className={styles.error}>A schedule has five fields; this one has {values.length}.</p>
      ) : (
        <ul className={styles.fields}>
          {FIELDS.map((field, i) => {
            const { text, ok } = describe(values[i], field);
            return (
              <li key={field.name} className={ok ? undefined : styles.error}>
                <code>{values[i]}</code> {ok ? text : `is not a valid ${field.name} (use ${text})`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
