import { useEffect, useRef, useState } from 'react';
import { translate } from '../i18n/translate';
import { Icon } from './Icon';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Old browsers and non-secure origins (http:// previews) have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** A button that copies `code` to the clipboard and says "Copied" for two seconds. */
export function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      },
      (error: unknown) => console.warn('[docs] Copying failed.', error),
    );
  };
  const label = copied
    ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
    : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' });
  return (
    <button type="button" className={copied ? 'docs-code__copy docs-code__copy--copied' : 'docs-code__copy'} aria-label={label} title={label} onClick={onClick}>
      <Icon name={copied ? 'check' : 'copy'} size={16} />
      <span className="docs-code__copy-text" aria-live="polite">
        {copied ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' }) : translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      </span>
    </button>
  );
}
