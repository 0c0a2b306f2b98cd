export default function Status() {
  const = 'boiling';
  return <main>{state}</main>;
}
