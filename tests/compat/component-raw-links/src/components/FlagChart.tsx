// A chart of flags whose cells are plain anchors, one of them to a page the site does not have.
export default function FlagChart() {
  return (
    <table>
      <tbody>
        <tr>
          <td>
            <a href="/docs/flags">Flags</a>
          </td>
          <td>
            <a href="/docs/semaphore">Semaphore</a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
