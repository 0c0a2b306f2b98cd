import styles from './Tin.module.css';

export default function Tin({ children }) {
  return <span className={`${styles.tin} ${styles['swatch-lid']}`}>{children}</span>;
}
