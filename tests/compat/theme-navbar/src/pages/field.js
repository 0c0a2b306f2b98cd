import React from 'react';
import Navbar from '@theme/Navbar';

export default function Field() {
  return (
    <div className="field">
      <Navbar />
      <h1>Flying field</h1>
      <p>Open on windy Saturdays.</p>
    </div>
  );
}
