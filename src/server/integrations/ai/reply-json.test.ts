import { describe, expect, it } from 'vitest';
import { NO_JSON_MESSAGE, parseModelJson } from './reply-json.js';

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
/** What the gift finder accepts: a list with at least one object that has a title. */
const hasTitles = (value: unknown) => Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null && 'title' in v);

describe('parseModelJson: complete replies', () => {
  it('parses pure JSON arrays and objects', () => {
    expect(parseModelJson(JSON.stringify(gifts))).toEqual(gifts);
    expect(parseModelJson(pretty)).toEqual(gifts);
    expect(parseModelJson('{"gifts": [1, 2]}')).toEqual({ gifts: [1, 2] });
    expect(parseModelJson('  \n[]\n ')).toEqual([]);
    expect(parseModelJson('\uFEFF{"a": 1}')).toEqual({ a: 1 });
  });

  it('parses JSON inside a ```json fence, with prose around it', () => {
    expect(parseModelJson('```json\n' + pretty + '\n```')).toEqual(gifts);
    expect(parseModelJson('Here are some ideas:\n\n```json\n' + pretty + '\n```\n\nLet me know if you want more!')).toEqual(gifts);
    expect(parseModelJson('```\n{"a": [1]}\n```')).toEqual({ a: [1] });
    expect(parseModelJson('```JSON   \r\n[1, 2]\r\n```')).toEqual([1, 2]);
    expect(parseModelJson('```json [{"a": 1}] ```')).toEqual([{ a: 1 }]);
    expect(parseModelJson('Ideas:\n   ```json\n   [{"a": 1}]\n   ```')).toEqual([{ a: 1 }]);
  });

  it('parses JSON with prose before and after and no fence', () => {
    expect(parseModelJson(`Sure! Based on the profile, here are my picks: ${pretty} I hope these help.`)).toEqual(gifts);
    expect(parseModelJson(`Result:\n{"gifts": ${pretty}}\nThat is all.`)).toEqual({ gifts });
  });

  it('passes over a stray bracket in the prose that is not the answer', () => {
    expect(parseModelJson(`As noted [1], here is the list: ${pretty}`, hasTitles)).toEqual(gifts);
    expect(parseModelJson(`Ideas (see [the notes) below: ${pretty}`, hasTitles)).toEqual(gifts);
    expect(parseModelJson(`{not json} then ${pretty}`, hasTitles)).toEqual(gifts);
  });

  it('repairs what models get wrong: trailing commas, single quotes, unquoted names', () => {
    expect(parseModelJson('[{"a": 1, "b": [1, 2, ],}, ]')).toEqual([{ a: 1, b: [1, 2] }]);
    expect(parseModelJson('```json\n{"title": "a, ]", "list": ["x",],}\n```')).toEqual({ title: 'a, ]', list: ['x'] });
    expect(parseModelJson("[{'title': 'Mug'}]")).toEqual([{ title: 'Mug' }]);
    expect(parseModelJson('{title: Mug, price: 20}')).toEqual({ title: 'Mug', price: 20 });
  });

  it('keeps brackets, braces, quotes and fences that sit inside strings', () => {
    const tricky = [{ title: 'Socks [pack of 3] {wool}', description: 'He said "wow", then ```', reasons: ['a\\b'] }];
    expect(parseModelJson(`Here: ${JSON.stringify(tricky)} done`)).toEqual(tricky);
  });

  it('prefers the JSON in a fence over brackets in the prose around it', () => {
    expect(parseModelJson('Budget [25-50] noted.\n```json\n[{"a": 1}]\n```')).toEqual([{ a: 1 }]);
  });
});

describe('parseModelJson: cut-off replies keep their complete elements', () => {
  it('drops an element cut off in its middle', () => {
    const text = pretty.slice(0, pretty.indexOf('"Book"') + 3);
    expect(parseModelJson(text)).toEqual([gift('Mug'), gift('Lamp')]);
  });

  it('drops an element cut off inside a nested list of its own', () => {
    const text = JSON.stringify(gifts).replace(/"reasons":\["Fits their interests"\]}\]$/, '"reasons":["Fits th');
    expect(parseModelJson(text)).toEqual([gift('Mug'), gift('Lamp')]);
  });

  it('works after a comma, after a complete element and inside an open fence', () => {
    const one = JSON.stringify(gift('Mug'));
    expect(parseModelJson(`[${one},`)).toEqual([gift('Mug')]);
    expect(parseModelJson(`[${one}`)).toEqual([gift('Mug')]);
    expect(parseModelJson('Here you go:\n```json\n[' + one + ',\n  {"title": "Lam')).toEqual([gift('Mug')]);
  });

  it('repairs an array wrapped in an object', () => {
    const text = `{"gifts": [${JSON.stringify(gift('Mug'))}, ${JSON.stringify(gift('Lamp'))}, {"title": "Bo`;
    expect(parseModelJson(text)).toEqual({ gifts: [gift('Mug'), gift('Lamp')] });
  });

  it('keeps complete strings and numbers of a cut-off list of primitives, never a possibly cut number', () => {
    expect(parseModelJson('["mug", "lamp", "bo')).toEqual(['mug', 'lamp']);
    expect(parseModelJson('["mug", "lamp"')).toEqual(['mug', 'lamp']);
    expect(parseModelJson('[10, 20, 3')).toEqual([10, 20]);
  });

  it('throws when not even the first element is complete', () => {
    expect(() => parseModelJson('[{"title": "Mug", "description": "A mu')).toThrow(NO_JSON_MESSAGE);
    expect(() => parseModelJson('```json\n[\n  {')).toThrow(NO_JSON_MESSAGE);
  });
});

describe('parseModelJson: nothing usable', () => {
  it.each([
    ['an empty reply', ''],
    ['whitespace', '  \n '],
    ['prose only', 'I am sorry, I cannot help with that.'],
    ['a bare JSON string', '"just text"'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['an empty fence', '```json\n```'],
    ['a cut-off object of primitives only', '{"title": "Mug", "price": 2'],
  ])('throws for %s', (_name, text) => {
    expect(() => parseModelJson(text)).toThrow(new Error(NO_JSON_MESSAGE));
  });

  it('throws when nothing in the reply is what the caller accepts', () => {
    expect(() => parseModelJson('Notes [1] and [2].', hasTitles)).toThrow(NO_JSON_MESSAGE);
  });
});

describe('parseModelJson: fences', () => {
  it('does not end a fenced block at a ``` inside a string', () => {
    const list = [{ title: 'Markdown mug', description: 'Printed with ``` on it' }, { title: 'Lamp' }];
    expect(parseModelJson('```json\n' + JSON.stringify(list, null, 2) + '\n```')).toEqual(list);
  });
});
