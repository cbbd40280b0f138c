// A thread of the password pool (passwords.ts). bcrypt's synchronous calls keep the work on this
// thread: its asynchronous ones would queue on libuv's four threads, which file reads and DNS share.
import bcrypt from 'bcrypt';
import type { PasswordTask } from './passwords.ts';

export default function run(task: PasswordTask): string | boolean {
  return task.kind === 'hash'
    ? bcrypt.hashSync(task.password, task.cost)
    : bcrypt.compareSync(task.password, task.hash);
}
