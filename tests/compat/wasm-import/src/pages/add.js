import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';

// The module's URL comes from a dynamic import; the bytes are fetched and instantiated in the browser.
function loadAdder() {
  return import('../wasm/add.wasm')
    .then((module) => fetch(module.default))
    .then((response) => response.arrayBuffer())
    .then((bytes) => WebAssembly.instantiate(bytes));
}

export default function AddPage() {
  const [sum, setSum] = useState(null);
  useEffect(() => {
    loadAdder().then(({instance}) => setSum(instance.exports.add(19, 23)));
  }, []);
  return (
    <Layout title="Add">
      <p className="sum">{sum === null ? 'adding…' : `19 + 23 = ${sum}`}</p>
    </Layout>
  );
}
