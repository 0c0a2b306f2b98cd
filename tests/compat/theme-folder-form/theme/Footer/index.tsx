// A theme override in the folder form: its own files resolve in its folder, the rest from
// the original's folder (./Link is the theme's Link).
import { Footer as Original } from '@docs/theme-original/Footer';
import { Link } from './Link';
import { footerNote } from './note';

export function Footer() {
  return (
    <>
      <div className="folder-footer">
        {footerNote} <Link to="/docs/intro">Read the intro</Link>
      </div>
      <Original />
    </>
  );
}
