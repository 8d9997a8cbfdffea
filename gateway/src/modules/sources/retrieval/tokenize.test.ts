// The sources' BM25 terms (issue 31): a passage in a script written without spaces is split into its
// words, so a word of it finds it; English text gives the terms it always gave.
import { describe, expect, it } from 'vitest';
import { terms } from './tokenize.js';

describe('terms', () => {
  it('stems English words and drops stop words as before', () => {
    expect(terms("The carrier's declarations were rejected, e.g. at Rotterdam in 2025.")).toEqual([
      'carrier',
      'declar',
      'reject',
      'rotterdam',
      '2025',
    ]);
  });

  it('splits Chinese and Thai runs into words, each a term as written', () => {
    const chinese = terms('我们的研究显示卡车空载返回');
    expect(chinese).toEqual(expect.arrayContaining(['研究', '显示', '卡车']));
    expect(chinese.length).toBeGreaterThan(3);
    expect(terms('卡车')).toEqual(['卡车']);
    const thai = terms('ในปี 2567 รถบรรทุกร้อยละ 31 วิ่งเที่ยวเปล่า');
    expect(thai).toEqual(expect.arrayContaining(['2567', 'รถ', 'บรรทุก', '31', 'เที่ยว']));
  });
});
