import React from 'react';
import styles from './Beacon.module.scss';

export default function Beacon({children}) {
  return (
    <span className={styles.beacon}>
      <span className={styles.label}>{children}</span>
    </span>
  );
}
