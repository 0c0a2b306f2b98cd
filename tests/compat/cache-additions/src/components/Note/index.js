import React from 'react';

export default function Note() {
  return <p className="note">Note from Note/index.js</p>;
}
