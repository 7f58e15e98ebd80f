import { afterEach, describe, expect, it } from 'vitest';
import { emptyEditorValues, type EditorValues } from '../editor-form';
import { clearLocalDraft, localDraftKey, readLocalDraft, restoreOnOpen, writeLocalDraft } from './local-draft';

const values = (content: string): EditorValues => ({ ...emptyEditorValues, title: 'शीर्षक', categoryId: '1', content });

describe('the editor’s unsaved text in this browser', () => {
  afterEach(() => localStorage.clear());

  it('is kept per user and article, and read back after the tab was closed', () => {
    const key = localDraftKey('u1', 7);
    expect(key).toBe('editor-draft:u1:7');
    expect(localDraftKey('u1', null)).toBe('editor-draft:u1:new');
    writeLocalDraft(key, {
      values: values('मेरो नयाँ पाठ'),
      base: values('पुरानो'),
      version: 3,
      savedAt: '2026-11-27T10:00:00Z',
    });
    // A new page (same storage): the text is there.
    expect(readLocalDraft(key)?.values.content).toBe('मेरो नयाँ पाठ');
    expect(readLocalDraft(localDraftKey('u2', 7))).toBeNull();
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });

  it('ignores what is not a kept draft', () => {
    localStorage.setItem('editor-draft:u1:8', '{not json');
    expect(readLocalDraft('editor-draft:u1:8')).toBeNull();
    localStorage.setItem('editor-draft:u1:9', JSON.stringify({ values: { title: 1 } }));
    expect(readLocalDraft('editor-draft:u1:9')).toBeNull();
  });

  it('opens with the kept text when the server does not have it, with the version it was based on', () => {
    const kept = {
      values: values('सुरक्षित नभएको पाठ'),
      base: values('पहिलेको'),
      version: 3,
      savedAt: '2026-11-27T10:00:00Z',
    };
    const opened = restoreOnOpen(kept, { values: values('सर्भरको पाठ'), version: 5 });
    expect(opened.values.content).toBe('सुरक्षित नभएको पाठ');
    // Version 3: someone saved twice since, so the next save shows the conflict screen.
    expect(opened.version).toBe(3);
    // What it started from: the conflict screen shows others' changes since.
    expect(opened.base.content).toBe('पहिलेको');
    expect(opened.restored).toBe(kept);
  });

  it('opens with the server’s text when the kept one is what the server has (the save arrived)', () => {
    const kept = { values: values('एउटै'), base: values('एउटै'), version: 3, savedAt: '2026-11-27T10:00:00Z' };
    expect(restoreOnOpen(kept, { values: values('एउटै'), version: 4 })).toEqual({
      values: values('एउटै'),
      base: values('एउटै'),
      version: 4,
      restored: null,
    });
    expect(restoreOnOpen(null, { values: values('x'), version: 1 }).restored).toBeNull();
  });
});
