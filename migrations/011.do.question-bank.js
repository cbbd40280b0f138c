// Loads data/questions into the questions and hints tables; the answer structure is derived there.
import { questionBankSql } from '../server/questions/bank.ts';

export function generateSql() {
  return questionBankSql();
}
