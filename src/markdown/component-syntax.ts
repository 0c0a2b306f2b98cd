import { mdxJsx } from 'micromark-extension-mdx-jsx';
import type { Code, Construct, Extension, State, TokenizeContext, Tokenizer } from 'micromark-util-types';

/**
 * Micromark syntax for component tags: JSX (micromark-extension-mdx-jsx) only where the tag
 * name starts with a capital letter (`<Tabs>`, `</TabItem>`); every other `<` is left to the
 * CommonMark HTML and autolink constructs, so raw HTML, `<https://…>` and `a < b` keep working
 * in plain markdown files instead of failing as invalid JSX.
 */
export function componentSyntax(): Extension {
  const jsx = mdxJsx();
  return {
    flow: { 60: capitalOnly(single(jsx.flow?.[60])) },
    text: { 60: capitalOnly(single(jsx.text?.[60])) },
  };
}

/** Indented code is off, as in MDX: component children are often indented by four spaces. */
export const noIndentedCode: Extension = { disable: { null: ['codeIndented'] } };

function single(value: Construct | Construct[] | undefined): Construct {
  const construct = Array.isArray(value) ? value[0] : value;
  if (!construct) throw new Error('micromark-extension-mdx-jsx did not provide a construct for "<"');
  return construct;
}

/** Wraps a JSX construct so that it is only attempted before a capitalised tag name. */
function capitalOnly(construct: Construct): Construct {
  const lookahead: Construct = { partial: true, tokenize: tokenizeCapitalTag };
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects, ok, nok): State {
      const start = (code: Code) => construct.tokenize.call(this, effects, ok, nok)(code);
      return (code) => effects.check(lookahead, start, nok)(code);
    },
  };
}

const tokenizeCapitalTag: Tokenizer = (effects, ok, nok) => {
  // The token is thrown away by `check`; it only exists because consuming needs an open token.
  const type = 'mdxJsxCapitalCheck' as never;
  return start;

  function start(code: Code): State | undefined {
    effects.enter(type);
    effects.consume(code);
    return afterLessThan;
  }

  function afterLessThan(code: Code): State | undefined {
    if (code === 47 /* / */) {
      effects.consume(code);
      return name;
    }
    return name(code);
  }

  function name(code: Code): State | undefined {
    if (code !== null && code >= 65 && code <= 90) {
      effects.exit(type);
      return ok(code);
    }
    return nok(code);
  }
};
