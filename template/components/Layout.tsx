import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SkipToContent } from './SkipToContent';

/** The frame of every page: skip link, announcement bar, navbar, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="docs-root">
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div className="docs-page-wrapper">{children}</div>
      <Footer />
    </div>
  );
}
