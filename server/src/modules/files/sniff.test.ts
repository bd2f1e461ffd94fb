import { describe, expect, it } from 'vitest';
import { ContentJudge, extensionAgrees } from './sniff';

const judge = (...chunks: Buffer[]) => {
  const j = new ContentJudge();
  for (const c of chunks) j.push(c);
  return j.verdict();
};

describe('content sniffing', () => {
  it('recognises the allowed kinds by their bytes', () => {
    expect(
      judge(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])),
    ).toBe('image/jpeg');
    expect(
      judge(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])),
    ).toBe('image/png');
    expect(judge(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00', 'latin1'))).toBe('image/gif');
    expect(judge(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(judge(Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1'))).toBe('application/pdf');
    expect(judge(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]))).toBe(
      'application/msword',
    );
    expect(judge(Buffer.from('Ficha técnica: camiseta básica, malha 30.1\n', 'utf8'))).toBe(
      'text/plain',
    );
  });

  it('accepts a zip only when it is a Word document, even with the marker split across chunks', () => {
    const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0]);
    expect(
      judge(zipHead, Buffer.from('...[Content_Types].xml...word/docu'), Buffer.from('ment.xml...')),
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(judge(zipHead, Buffer.from('...classes.dex...AndroidManifest.xml'))).toBeUndefined();
  });

  it('refuses executables and binary data whatever the name', () => {
    expect(
      judge(Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00', 'latin1')),
    ).toBeUndefined();
    expect(judge(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(
      judge(Buffer.from([0x41, 0x42, 0x43, 0xff, 0xfe, 0x00, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46])),
    ).toBeUndefined();
    expect(judge(Buffer.alloc(0))).toBeUndefined();
  });

  it('never takes markup or a script for text, even with the tag split across chunks', () => {
    expect(judge(Buffer.from('<!doctype html><p>oi</p>'))).toBeUndefined();
    expect(judge(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeUndefined();
    expect(
      judge(
        Buffer.from('texto comum\n'.repeat(100)),
        Buffer.from('antes <'),
        Buffer.from('script>'),
      ),
    ).toBeUndefined();
    expect(judge(Buffer.from('#!/usr/bin/env node\nconsole.log(1)\n'))).toBeUndefined();
    expect(judge(Buffer.from('Medidas: cintura < 80 cm, quadril <= 100 cm, a<3\n'))).toBe(
      'text/plain',
    );
  });

  it('the extension must name the kind the bytes show', () => {
    expect(extensionAgrees('modelo.JPG', 'image/jpeg')).toBe(true);
    expect(extensionAgrees('modelo.jpeg', 'image/jpeg')).toBe(true);
    expect(extensionAgrees('foto.png', 'text/plain')).toBe(false);
    expect(extensionAgrees('ficha.pdf', 'image/png')).toBe(false);
    expect(extensionAgrees('ficha', 'application/pdf')).toBe(false);
    expect(extensionAgrees('.txt', 'text/plain')).toBe(false);
    expect(extensionAgrees('contrato.docx', 'application/msword')).toBe(false);
  });
});
