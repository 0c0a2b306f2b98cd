import React, {useSyncExternalStore} from 'react';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';

const TREES = ['oak', 'ash', 'rowan'];

function useKind() {
  const history = useHistory();
  const search = useSyncExternalStore(history.listen, () => history.location.search, () => '');
  return [new URLSearchParams(search).get('kind') ?? 'all', (kind) => history.replace({search: `?kind=${kind}`})];
}

export default function Trees() {
  const [kind, setKind] = useKind();
  return (
    <Layout title="Trees">
      <p className="showing">Showing {kind}</p>
      {TREES.map((tree) => (
        <button key={tree} type="button" onClick={() => setKind(tree)}>
          {tree}
        </button>
      ))}
    </Layout>
  );
}
