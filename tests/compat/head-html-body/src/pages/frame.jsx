import Head from '@docusaurus/Head';
import React from 'react';

export default function FramePage() {
  return (
    <>
      <Head>
        <html lang="en-GB" className="kiosk-frame" />
        <body className="kiosk-frame-body" data-embedded="yes" />
        <meta name="robots" content="noindex" />
        <title>Kiosk frame</title>
      </Head>
      <p>Shown inside a frame.</p>
    </>
  );
}
