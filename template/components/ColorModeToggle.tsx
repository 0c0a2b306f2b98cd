import { useColorMode } from '../hooks/color-mode';
import { useSite } from '../hooks/site-context';
import { translate } from '../i18n/translate';
import { Icon } from './Icon';

/** The light/dark switch; both icons are rendered and CSS shows the right one, so the server HTML fits any stored mode. */
export function ColorModeToggle({ className }: { className?: string }) {
  const site = useSite();
  const { mode, setMode } = useColorMode();
  if (site.colorMode.disableSwitch) return null;
  const label = translate(
    { id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' },
    {
      mode:
        mode === 'dark'
          ? translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' })
          : translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' }),
    },
  );
  return (
    <button
      type="button"
      className={className ? `docs-icon-button docs-color-toggle ${className}` : 'docs-icon-button docs-color-toggle'}
      title={label}
      aria-label={label}
      aria-live="polite"
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      <Icon name="sun" size={20} className="docs-color-toggle__light" />
      <Icon name="moon" size={20} className="docs-color-toggle__dark" />
    </button>
  );
}
