export default function Footer() {
  return <footer>Kettle (c) 2024</footer
}
