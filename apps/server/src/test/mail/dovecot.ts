import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A private Dovecot with one user and an INBOX, for tests of the IMAP poller. */
export type DovecotPeer = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** imap://user:password@127.0.0.1:port/INBOX (URL-encoded) */
  imapUrl: string;
  /**
   * Delivers a raw RFC 822 message to INBOX with `doveadm save` (Dovecot's own storage, as a
   * delivery would, so no IMAP session of the test's is involved). Dovecot serves lines ending
   * in CRLF: write CRLF to read the same bytes back.
   */
  append(raw: Buffer | string): Promise<void>;
  /**
   * Empties INBOX (`doveadm expunge`). With `newUidValidity` the mailbox is also renumbered as a
   * server that rebuilt it would: a new UIDVALIDITY and UIDs starting again at 1; Dovecot then
   * disconnects a session that has INBOX selected ("IMAP session state is inconsistent").
   */
  reset(options?: { newUidValidity?: boolean }): Promise<void>;
  /** Stops Dovecot, waits for it to exit, and removes its folder. */
  stop(): Promise<void>;
};

const DOVECOT = '/usr/sbin/dovecot';
const DOVEADM = '/usr/bin/doveadm';
/** dovecot-core brings the two commands; dovecot-imapd the IMAP service. */
const REQUIRED_FILES = [DOVECOT, DOVEADM, '/usr/lib/dovecot/imap', '/usr/lib/dovecot/imap-login'];
/** Created by dovecot-core: mail is stored as this user, since Dovecot refuses UID 0 for mail. */
const MAIL_USER = 'dovecot';

let installing: Promise<string | undefined> | undefined;

/** Starts a private Dovecot, installing dovecot-imapd when missing; { skip: reason } where it cannot. */
export async function startDovecot(): Promise<DovecotPeer | { skip: string }> {
  if (process.getuid?.() !== 0)
    return {
      skip: 'Dovecot tests need root: to install dovecot-imapd, and to run Dovecot, which runs mail as its own user',
    };
  installing ??= installDovecot();
  const cannotInstall = await installing;
  if (cannotInstall) return { skip: cannotInstall };

  const mailOwner = systemUser(MAIL_USER);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-dovecot-'));
  // The login and auth processes run as dovenull and dovecot and must reach base_dir.
  fs.chmodSync(dir, 0o755);
  const home = path.join(dir, 'home');
  fs.mkdirSync(home);
  fs.chownSync(home, mailOwner.uid, mailOwner.gid);
  const user = `reader-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  fs.writeFileSync(
    path.join(dir, 'users'),
    `${user}:{PLAIN}${password}:${mailOwner.uid}:${mailOwner.gid}::${home}::\n`,
    { mode: 0o644 },
  );
  const conf = path.join(dir, 'dovecot.conf');
  const doveadm = (args: string[], input?: Buffer | string) => run(DOVEADM, ['-c', conf, ...args], input);

  // If this process dies without stop(), the pipe closes and the watchdog stops Dovecot. It starts
  // first so that no moment exists with a Dovecot and no watchdog.
  const watchdogScript = `cat >/dev/null; "${DOVEADM}" -c "$1" stop; rm -rf "$2"`;
  const watchdog = spawn('/bin/sh', ['-c', watchdogScript, 'sh', conf, dir], {
    detached: true, // its own process group: a Ctrl-C to the test run does not reach it
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopMaster(doveadm, watchdog, dir);
    return stopped;
  };
  const stopAndThrow = async (error: Error): Promise<never> => {
    const log = readLog(dir);
    await stop();
    throw new Error(`${error.message}\n${log}`);
  };
  const port = await startMaster(dir, conf).catch(stopAndThrow);
  await waitForGreeting(port, 10_000).catch(stopAndThrow);

  const maildir = path.join(home, 'Maildir');
  const mustSucceed = async (args: string[], input?: Buffer | string) => {
    const result = await doveadm(args, input);
    if (result.code !== 0) throw new Error(`doveadm ${args.join(' ')} failed: ${result.output}`);
    return result.output;
  };
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    imapUrl: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`,
    async append(raw) {
      await mustSucceed(['save', '-u', user, '-m', 'INBOX'], raw);
    },
    async reset({ newUidValidity = false } = {}) {
      await mustSucceed(['expunge', '-u', user, 'mailbox', 'INBOX', 'all']);
      if (!newUidValidity) return;
      const status = await mustSucceed(['mailbox', 'status', '-u', user, 'uidvalidity', 'INBOX']);
      const current = Number(/uidvalidity=(\d+)/.exec(status)?.[1]);
      // `mailbox update` cannot lower UIDNEXT: forgetting the empty mailbox's UID list and
      // indexes restarts UIDs at 1, then the new UIDVALIDITY is set on the fresh index.
      for (const file of fs.readdirSync(maildir)) {
        if (file === 'dovecot-uidlist' || file.startsWith('dovecot.index'))
          fs.rmSync(path.join(maildir, file));
      }
      const next = (current % 0xffff_fffe) + 1;
      await mustSucceed(['mailbox', 'update', '-u', user, '--uid-validity', String(next), 'INBOX']);
    },
    stop,
  };
}

/** Installs dovecot-imapd when missing; returns why it cannot, or undefined once installed. */
async function installDovecot(): Promise<string | undefined> {
  if (REQUIRED_FILES.every((file) => fs.existsSync(file))) return undefined;
  if (!fs.existsSync('/usr/bin/apt-get'))
    return 'dovecot-imapd is not installed, and there is no apt-get to install it';
  // Parallel test files may install at once: wait for dpkg's lock rather than fail on it.
  const lockTimeout = ['-o', 'DPkg::Lock::Timeout=300'];
  const install = () =>
    run('apt-get', ['install', '-y', '--no-install-recommends', ...lockTimeout, 'dovecot-imapd'], '', {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  let result = await install();
  // A missing or stale package index fails as "Unable to locate package" or a 404 on fetch.
  if (result.code !== 0) {
    await run('apt-get', ['update', ...lockTimeout]);
    result = await install();
  }
  if (result.code !== 0 || !REQUIRED_FILES.every((file) => fs.existsSync(file)))
    return `dovecot-imapd is not installed and apt-get could not install it: ${result.output.trim().split('\n').slice(-3).join(' | ')}`;
  return undefined;
}

/** Writes the configuration and starts Dovecot on a free port, trying another if it is taken meanwhile. */
async function startMaster(dir: string, conf: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    fs.writeFileSync(conf, dovecotConf(dir, port));
    // Dovecot binds its listeners before it daemonizes, so a taken port fails this command.
    const result = await runDaemonizing(DOVECOT, ['-c', conf], path.join(dir, 'start.log'));
    if (result.code === 0) return port;
    if (!/Address already in use/.test(result.output) || attempt === 3)
      throw new Error(`dovecot -c ${conf} failed (${result.code}): ${result.output}`);
  }
}

/**
 * Runs a command that leaves a daemon behind. The daemon inherits the command's stdout and
 * stderr, so they go to a file: a pipe would stay open, and the command never seem to end.
 */
async function runDaemonizing(command: string, args: string[], outputFile: string): Promise<RunResult> {
  const output = fs.openSync(outputFile, 'w');
  try {
    const child = spawn(command, args, { stdio: ['ignore', output, output] });
    const code = await new Promise<number>((resolve) => {
      child.on('error', () => resolve(-1));
      child.on('exit', (exitCode) => resolve(exitCode ?? -1));
    });
    return { code, output: fs.readFileSync(outputFile, 'utf8') };
  } finally {
    fs.closeSync(output);
  }
}

function dovecotConf(dir: string, port: number) {
  return `# A private Dovecot for one test file (apps/server/src/test/mail/dovecot.ts).
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain
mail_location = maildir:~/Maildir
default_internal_user = dovecot
default_login_user = dovenull
# The mail user is a system user (dovecot), below Dovecot's default first_valid_uid of 500.
first_valid_uid = 1
first_valid_gid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/users
}
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

async function stopMaster(
  doveadm: (args: string[]) => Promise<RunResult>,
  watchdog: ChildProcess,
  dir: string,
) {
  const pidFile = path.join(dir, 'run', 'master.pid');
  // The daemonized master writes its pid file just after `dovecot` has returned.
  await until(() => fs.existsSync(pidFile), 1_000);
  const masterPid = fs.existsSync(pidFile) ? Number.parseInt(fs.readFileSync(pidFile, 'utf8'), 10) : 0;
  const stopping = doveadm(['stop']);
  if (masterPid > 0) {
    // doveadm returns once the master is reaped, which an init may do late, and the log and stats
    // processes outlive the master by a second or two (both seen here). All of them are in the
    // master's process group (it calls setsid): wait for the master, then end the group.
    await until(() => !alive(masterPid), 5_000);
    signal(-masterPid, 'SIGTERM');
    if (!(await until(() => groupMembers(masterPid).length === 0, 2_000))) signal(-masterPid, 'SIGKILL');
  } else await stopping;
  if (watchdog.pid) signal(-watchdog.pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Polls until the condition holds; false if it did not within the time. */
async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Fields of /proc/<pid>/stat after the command name: state, ppid, pgrp, … */
function procStat(pid: string | number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** A zombie counts as gone: a daemon's parent is init, which may reap it late. */
function alive(pid: number) {
  const stat = procStat(pid);
  return stat ? stat[0] !== 'Z' : false;
}

/** Live processes in a process group. */
function groupMembers(pgid: number) {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      const stat = procStat(pid);
      return stat !== undefined && stat[0] !== 'Z' && stat[2] === String(pgid);
    });
}

/** Sends a signal; false when there is no such process. */
function signal(pid: number, name: NodeJS.Signals | 0) {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once an IMAP greeting (`* OK`) arrives: imap-login is up, not just the listener. */
async function waitForGreeting(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no attempt';
  while (Date.now() < deadline) {
    try {
      await readGreeting(port);
      return;
    } catch (error) {
      lastError = (error as Error).message;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`Dovecot did not greet on port ${port}: ${lastError}`);
}

function readGreeting(port: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('no greeting within 2 s')));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (!received.includes('\n')) return;
      socket.end();
      if (received.startsWith('* OK')) resolve();
      else reject(new Error(`unexpected greeting ${JSON.stringify(received)}`));
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('closed before greeting')));
  });
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function systemUser(name: string) {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`user ${name} is missing; dovecot-core creates it`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function readLog(dir: string) {
  const file = path.join(dir, 'dovecot.log');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
}

type RunResult = { code: number; output: string };

/** Runs a command to its end: exit code with stdout and stderr together. */
function run(command: string, args: string[], input: Buffer | string = '', env: NodeJS.ProcessEnv = {}) {
  return new Promise<RunResult>((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: -1, output: error.message }));
    child.on('close', (code) =>
      resolve({ code: code ?? -1, output: Buffer.concat(chunks).toString('utf8') }),
    );
    child.stdin.end(input);
  });
}
