import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { plural } from '../../../template/i18n/plural';
import { translate } from '../../../template/i18n/translate';

describe('translate', () => {
  it('returns the message', () => {
    expect(translate({ id: 'a', message: 'Next' })).toBe('Next');
  });

  it('throws without an id or a message', () => {
    expect(() => translate({ id: '', message: 'x' })).toThrow(/id/);
    expect(() => translate({ message: 'x' } as never)).toThrow(/id/);
    expect(() => translate({ id: 'a' } as never)).toThrow(/message.*"a"/);
  });

  it('fills {name} placeholders and leaves unknown ones', () => {
    expect(translate({ id: 'a', message: '{count} posts by {name} {other}' }, { count: 3, name: 'Ivo' })).toBe('3 posts by Ivo {other}');
  });

  it('returns React nodes when a value is an element', () => {
    const node = translate({ id: 'a', message: 'See the {link} ({label}).' }, { link: <a href="/x">latest</a>, label: 'Next' });
    expect(renderToStaticMarkup(<p>{node}</p>)).toBe('<p>See the <a href="/x">latest</a> (Next).</p>');
  });

  it('picks singular or plural forms', () => {
    const one = { id: 'one', message: 'One post' };
    const other = { id: 'other', message: '{count} posts' };
    expect(plural(1, one, other)).toBe('One post');
    expect(plural(4, one, other)).toBe('4 posts');
  });
});
