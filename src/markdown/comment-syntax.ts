import { factorySpace } from 'micromark-factory-space';
import { markdownLineEnding, markdownSpace } from 'micromark-util-character';
import type { Code, Effects, Extension, State, TokenizeContext, TokenType } from 'micromark-util-types';

/**
 * Micromark syntax for HTML comments in MDX, where MDX 3 itself has none: `<!-- … -->` on
 * lines of its own and inside a line, as Docusaurus 3 reads them (its `mdx1Compat.comments`,
 * on by default, turns every HTML comment into an MDX comment). A comment becomes an mdast
 * `html` node holding only the comment, which the mdast pass drops (or reads as the
 * truncate marker). Inside code, attribute strings and expressions, `<!--` stays what it
 * is there, since those constructs take the text first. A comment that never closes is
 * left to the JSX syntax, which reports it as Docusaurus does.
 *
 * Listed after the MDX extensions, its constructs are tried before their JSX at `<`.
 */
export const commentSyntax: Extension = {
  flow: { 60: { name: 'htmlCommentFlow', concrete: true, tokenize: tokenizeFlowComment } },
  text: { 60: { name: 'htmlCommentText', tokenize: tokenizeTextComment } },
};

/** A comment that is a block of its own: nothing but white space may follow its `-->` on its line. */
function tokenizeFlowComment(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const afterComment = (code: Code): State | undefined => {
    if (markdownSpace(code)) {
      effects.consume(code);
      return afterComment;
    }
    if (code !== null && !markdownLineEnding(code)) return nok(code);
    effects.exit('htmlFlowData');
    effects.exit('htmlFlow');
    return ok(code);
  };
  // A lazy line (one that lost its `>` or indentation) ends the container, and so the comment.
  const lineEnding = (code: Code): State | undefined => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return (next: Code) => (this.parser.lazy[this.now().line] ? nok(next) : body(next));
  };
  const body = commentBody(effects, 'htmlFlowData', { nok, closed: afterComment, lineEnding });
  return (code) => {
    effects.enter('htmlFlow');
    return body(code);
  };
}

/** A comment inside a paragraph or heading. */
function tokenizeTextComment(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const closed = (code: Code): State | undefined => {
    effects.exit('htmlTextData');
    effects.exit('htmlText');
    return ok(code);
  };
  const lineEnding = (code: Code): State | undefined => {
    effects.enter('lineEnding');
    effects.consume(code);
    effects.exit('lineEnding');
    return factorySpace(effects, body, 'linePrefix');
  };
  const body = commentBody(effects, 'htmlTextData', { nok, closed, lineEnding });
  return (code) => {
    effects.enter('htmlText');
    return body(code);
  };
}

/** Where the comment's text goes on: `closed` after its `-->`, `lineEnding` at each line ending, `nok` when it is no comment. */
interface CommentExits {
  nok: State;
  closed: State;
  lineEnding: State;
}

/**
 * The states of a comment from its `<`: `<!--`, then text up to the first `-->`, in `dataType`
 * tokens between the line endings. As in Docusaurus, `<!-->` and `<!--->` open no comment (the
 * `>` would close nothing), and a comment the file ends in is none.
 */
function commentBody(effects: Effects, dataType: TokenType, exits: CommentExits): State {
  let opened = 0; // characters of `<!--` read
  let after = 0; // characters read after `<!--` (a line ending counts as one)
  let dashes = 0; // dashes just read
  let inData = false;
  const consume = (code: Code) => {
    if (!inData) effects.enter(dataType);
    inData = true;
    effects.consume(code);
  };
  const body: State = (code) => {
    if (code === null) return exits.nok(code);
    if (opened < 4) {
      if (code !== OPENING[opened]) return exits.nok(code);
      opened++;
      consume(code);
      return body;
    }
    if (markdownLineEnding(code)) {
      if (inData) effects.exit(dataType);
      inData = false;
      after++;
      dashes = 0;
      return exits.lineEnding(code);
    }
    if (code === 62 /* > */) {
      // `<!-->` and `<!--->`: the dashes that would close them are the opening's own.
      if (after === 0 || (after === 1 && dashes === 1)) return exits.nok(code);
      if (dashes >= 2) {
        consume(code);
        return exits.closed;
      }
    }
    after++;
    dashes = code === 45 /* - */ ? dashes + 1 : 0;
    consume(code);
    return body;
  };
  return body;
}

const OPENING = [60, 33, 45, 45]; // <!--
