import { describe, expect, it } from 'vitest';
import { NO_JSON_MESSAGE, parseLooseJson, removeTrailingCommas } from './tolerant-json.js';

const gift = (title: string) => ({
  title,
  description: `A ${title.toLowerCase()} they will love`,
  estimatedPrice: 25,
  category: 'Home & Garden',
  searchKeywords: [title.toLowerCase()],
  reasons: ['Fits their interests'],
});
const gifts = [gift('Mug'), gift('Lamp'), gift('Book')];
const pretty = JSON.stringify(gifts, null, 2);

describe('parseLooseJson: complete replies', () => {
  it('parses pure JSON arrays and objects', () => {
    expect(parseLooseJson(JSON.stringify(gifts))).toEqual(gifts);
    expect(parseLooseJson(pretty)).toEqual(gifts);
    expect(parseLooseJson('{"gifts": [1, 2]}')).toEqual({ gifts: [1, 2] });
    expect(parseLooseJson('  \n[]\n ')).toEqual([]);
    expect(parseLooseJson('\uFEFF{"a": 1}')).toEqual({ a: 1 });
  });

  it('parses JSON inside a ```json fence, with prose around it', () => {
    expect(parseLooseJson('```json\n' + pretty + '\n```')).toEqual(gifts);
    expect(parseLooseJson('Here are some ideas:\n\n```json\n' + pretty + '\n```\n\nLet me know if you want more!')).toEqual(gifts);
    expect(parseLooseJson('```\n{"a": [1]}\n```')).toEqual({ a: [1] });
    expect(parseLooseJson('```JSON   \r\n[1, 2]\r\n```')).toEqual([1, 2]);
    // One line, and an indented fence.
    expect(parseLooseJson('```json [{"a": 1}] ```')).toEqual([{ a: 1 }]);
    expect(parseLooseJson('Ideas:\n   ```json\n   [{"a": 1}]\n   ```')).toEqual([{ a: 1 }]);
  });

  it('parses JSON with prose before and after and no fence', () => {
    expect(parseLooseJson(`Sure! Based on the profile, here are my picks: ${pretty} I hope these help.`)).toEqual(gifts);
    expect(parseLooseJson(`Result:\n{"gifts": ${pretty}}\nThat is all.`)).toEqual({ gifts });
  });

  it('ignores a stray bracket in the prose and takes the real answer', () => {
    expect(parseLooseJson(`As noted [1], here is the list: ${pretty}`)).toEqual(gifts);
    expect(parseLooseJson(`Ideas (see [the notes) below: ${pretty}`)).toEqual(gifts);
    expect(parseLooseJson(`{not json} then ${pretty}`)).toEqual(gifts);
  });

  it('accepts trailing commas in objects and arrays, but not inside strings', () => {
    expect(parseLooseJson('[{"a": 1, "b": [1, 2, ],}, ]')).toEqual([{ a: 1, b: [1, 2] }]);
    expect(parseLooseJson('```json\n{"title": "a, ]", "list": ["x",],}\n```')).toEqual({ title: 'a, ]', list: ['x'] });
  });

  it('keeps brackets, braces, quotes and fences that sit inside strings', () => {
    const tricky = [{ title: 'Socks [pack of 3] {wool}', description: 'He said "wow", then ```', reasons: ['a\\b'] }];
    expect(parseLooseJson(`Here: ${JSON.stringify(tricky)} done`)).toEqual(tricky);
  });

  it('prefers the JSON in a fence over brackets in the prose around it', () => {
    expect(parseLooseJson('Budget [25-50] noted.\n```json\n[{"a": 1}]\n```')).toEqual([{ a: 1 }]);
  });
});

describe('parseLooseJson: truncated replies keep the complete elements', () => {
  it('drops an element cut off in its middle', () => {
    const text = pretty.slice(0, pretty.indexOf('"Book"') + 3);
    expect(parseLooseJson(text)).toEqual([gift('Mug'), gift('Lamp')]);
  });

  it('drops an element cut off inside a nested list of its own', () => {
    const text = JSON.stringify(gifts).replace(/"reasons":\["Fits their interests"\]}\]$/, '"reasons":["Fits th');
    expect(parseLooseJson(text)).toEqual([gift('Mug'), gift('Lamp')]);
  });

  it('works after a comma, after a complete element and inside an open fence', () => {
    const one = JSON.stringify(gift('Mug'));
    expect(parseLooseJson(`[${one},`)).toEqual([gift('Mug')]);
    expect(parseLooseJson(`[${one}`)).toEqual([gift('Mug')]);
    expect(parseLooseJson('Here you go:\n```json\n[' + one + ',\n  {"title": "Lam')).toEqual([gift('Mug')]);
  });

  it('repairs an array wrapped in an object', () => {
    const text = `{"gifts": [${JSON.stringify(gift('Mug'))}, ${JSON.stringify(gift('Lamp'))}, {"title": "Bo`;
    expect(parseLooseJson(text)).toEqual({ gifts: [gift('Mug'), gift('Lamp')] });
  });

  it('keeps complete strings and numbers of a cut-off array of primitives, never a possibly cut number', () => {
    expect(parseLooseJson('["mug", "lamp", "bo')).toEqual(['mug', 'lamp']);
    expect(parseLooseJson('["mug", "lamp"')).toEqual(['mug', 'lamp']);
    expect(parseLooseJson('[10, 20, 3')).toEqual([10, 20]);
  });

  it('throws when not even the first element is complete', () => {
    expect(() => parseLooseJson('[{"title": "Mug", "description": "A mu')).toThrow(NO_JSON_MESSAGE);
    expect(() => parseLooseJson('```json\n[\n  {')).toThrow(NO_JSON_MESSAGE);
  });
});

describe('parseLooseJson: nothing usable', () => {
  it.each([
    ['an empty reply', ''],
    ['whitespace', '  \n '],
    ['prose only', 'I am sorry, I cannot help with that.'],
    ['a bare JSON string', '"just text"'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['malformed JSON', '{title: Mug, price: 20}'],
    ['single-quoted JSON', "[{'title': 'Mug'}]"],
    ['an empty fence', '```json\n```'],
    ['a cut-off object of primitives only', '{"title": "Mug", "price": 2'],
  ])('throws for %s', (_name, text) => {
    expect(() => parseLooseJson(text)).toThrow(new Error(NO_JSON_MESSAGE));
  });
});

describe('removeTrailingCommas', () => {
  it('removes commas before closing brackets outside strings only', () => {
    expect(removeTrailingCommas('[1, 2, ]')).toBe('[1, 2 ]');
    expect(removeTrailingCommas('{"a": ",}", "b": 1,\n}')).toBe('{"a": ",}", "b": 1\n}');
    expect(removeTrailingCommas('["\\",]", 1]')).toBe('["\\",]", 1]');
  });
});
