import { getSchema } from '@tiptap/core';
import { Fragment, Slice } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { bodyExtensions } from './extensions';
import { importingPictures, isPictureAddress, markPastedPictures, portalPicture } from './image-import';

const schema = getSchema(bodyExtensions);
const ORIGIN = 'https://portal.example';
const picture = (src: string) => schema.nodes.image.create({ src, alt: 'पुल' });

describe('pictures pasted into the body (issue 22)', () => {
  it("knows the portal's own pictures, also absolute from one of its pages", () => {
    expect(portalPicture('/media/images/a.jpg', ORIGIN)).toBe('/media/images/a.jpg');
    expect(portalPicture('https://portal.example/media/images/a-800x450.jpg', ORIGIN)).toBe(
      '/media/images/a-800x450.jpg',
    );
    expect(portalPicture('https://portal.example/other/a.jpg', ORIGIN)).toBeNull();
    expect(portalPicture('https://elsewhere.example/media/a.jpg', ORIGIN)).toBeNull();
    expect(portalPicture('not an address', ORIGIN)).toBeNull();
  });

  it('takes a bare address of a picture file as a picture, anything else as text', () => {
    expect(isPictureAddress(' https://news.example/photos/pul.JPG?w=800 ')).toBe(true);
    expect(isPictureAddress('http://127.0.0.1/x.png')).toBe(true);
    expect(isPictureAddress('https://news.example/story')).toBe(false);
    expect(isPictureAddress('ftp://news.example/a.png')).toBe(false);
    expect(isPictureAddress('see https://news.example/a.png')).toBe(false);
  });

  it('marks foreign pictures for import, keeps its own, leaves out what cannot be fetched', () => {
    const quote = schema.nodes.blockquote.create(null, [
      schema.nodes.paragraph.create(null, schema.text('उद्धरण')),
      picture('https://news.example/in-quote.png'),
    ]);
    const slice = new Slice(
      Fragment.from([
        picture('https://news.example/a.jpg'),
        picture('https://portal.example/media/images/b.jpg'),
        picture('blob:https://news.example/123'),
        quote,
      ]),
      0,
      0,
    );
    const doc = schema.nodes.doc.create(null, markPastedPictures(slice, ORIGIN).content);
    const images: { src: string; importing: boolean }[] = [];
    doc.descendants((node) => {
      if (node.type.name === 'image') images.push({ src: node.attrs.src, importing: node.attrs.importing });
    });
    expect(images).toEqual([
      { src: 'https://news.example/a.jpg', importing: true },
      { src: '/media/images/b.jpg', importing: false },
      { src: 'https://news.example/in-quote.png', importing: true },
    ]);
    expect(importingPictures(doc).map((p) => p.src)).toEqual([
      'https://news.example/a.jpg',
      'https://news.example/in-quote.png',
    ]);
    expect(doc.textContent).toBe('उद्धरण');
  });
});
