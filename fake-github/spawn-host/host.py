# The spawn host in Python 3 (standard library only): the same frames and the same semantics as host.mjs (its
# header describes the protocol and why a host exists at all), for when `python3` is found (client.ts).
#
# Why a second host: Node's spawn forks the host, copying its page tables; CPython's subprocess starts children
# with vfork, which copies none, and the interpreter is smaller (12 MB resident against the Node host's 63 MB).
# Measured on a loaded 2-core machine, the host's own CPU per `git --version` it starts: 1.0 to 1.2 ms here, 6.5
# to 7.1 ms in the Node host (CPython 3.11, Node 24). The CPU seconds of a test run's whole process tree, two runs
# on each host (Node's, then this one): test/attacks/rebase-notify-claim-times.test.ts 71.4 and 62.2, then 61.7
# and 57.7 (11% less on average); test/history-guard with test/e2e/merge-queue.test.ts 117.2 and 127.9, then 95.1
# and 117.2 (13% less).
#
# One thread, one event loop (selectors): frames in from stdin and the synchronous channel's requests FIFO, the
# children's pipes, and SIGCHLD through a wakeup pipe; every write is queued and written without blocking, since
# the reader may be blocked on a synchronous run while the asynchronous children keep writing. Events go out in the
# order Node gives them: spawn, the output as it comes, exit, then close once the child exited and both of its
# pipes ended. Errors carry Node's fields (errno, code, syscall, path, spawnargs, message). It exits when its parent
# goes away (its stdin ends); children keep running, as after a direct spawn.
import codecs
import errno
import json
import os
import re
import selectors
import signal
import subprocess

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'frames.mjs'), encoding='utf-8') as source:
    T = {name: int(value) for name, value in re.findall(r'(\w+): (\d+)', source.read())}

loop = selectors.DefaultSelector()
# The errors Node's spawn reports as an `error` event (with a close); any other it throws (host.mjs reports those
# as an error and a close with no code).
EVENT_ERRORS = {errno.EACCES, errno.EAGAIN, errno.EMFILE, errno.ENFILE, errno.ENOENT}


def encode(value):
    """A JavaScript string as Node passes it to a child: UTF-8, a lone surrogate as U+FFFD."""
    if isinstance(value, bool):
        value = 'true' if value else 'false'
    elif value is None:
        value = 'null'
    return str(value).encode('utf-8', 'node')


def replace_surrogate(err):
    return ('\ufffd'.encode() * (err.end - err.start), err.end)


codecs.register_error('node', replace_surrogate)


class Out:
    """A file descriptor written without blocking: what the reader has not taken yet waits in a queue."""

    def __init__(self, fd, close=None):
        self.fd = fd
        self.queue = bytearray()
        self.ending = False
        self.closer = close
        os.set_blocking(fd, False)

    def write(self, data):
        if self.fd is None:
            return
        if not self.queue:
            try:
                written = os.write(self.fd, data)
            except BlockingIOError:
                written = 0
            except OSError:
                return self.close()
            if written == len(data):
                return
            loop.register(self.fd, selectors.EVENT_WRITE, self.flush)
            data = memoryview(data)[written:]
        self.queue += data

    def flush(self):
        if self.fd is None:
            return  # closed earlier in the same turn of the loop
        try:
            written = os.write(self.fd, self.queue)
        except BlockingIOError:
            return
        except OSError:
            return self.close()
        del self.queue[:written]
        if not self.queue:
            loop.unregister(self.fd)
            if self.ending:
                self.close()

    def end(self):
        self.ending = True
        if not self.queue:
            self.close()

    def close(self):
        if self.fd is None:
            return
        if self.queue:
            loop.unregister(self.fd)
            self.queue.clear()
        self.fd = None
        if self.closer:
            self.closer()
        else:
            os._exit(0)  # the host's own stdout: the parent is gone


def frame(id, type, payload=b''):
    return (5 + len(payload)).to_bytes(4, 'big') + id.to_bytes(4, 'big') + bytes((type,)) + payload


def reader(take):
    """A callback for a readable descriptor's bytes that cuts them into frames for `take(id, type, payload)`."""
    pending = bytearray()

    def feed(chunk):
        pending.extend(chunk)
        at = 0
        while len(pending) - at >= 4:
            length = int.from_bytes(pending[at:at + 4], 'big')
            if len(pending) - at - 4 < length:
                break
            take(int.from_bytes(pending[at + 4:at + 8], 'big'), pending[at + 8], bytes(pending[at + 9:at + 4 + length]))
            at += 4 + length
        del pending[:at]

    return feed


def error_fields(err, file, args):
    """What Node's spawn reports for `err`, and the exit code its close gives (None for a thrown error)."""
    if not isinstance(err, OSError) or not err.errno:
        # Node checks its arguments before it spawns (a null byte, a `=` in a name) and throws.
        return {'code': 'ERR_INVALID_ARG_VALUE', 'message': str(err)}, None
    code = errno.errorcode.get(err.errno, 'UNKNOWN')
    if err.errno not in EVENT_ERRORS:
        return {'errno': -err.errno, 'code': code, 'syscall': 'spawn', 'message': f'spawn {code}'}, None
    syscall = f'spawn {file}'
    fields = {'errno': -err.errno, 'code': code, 'syscall': syscall, 'path': file, 'spawnargs': args}
    return {**fields, 'message': f'{syscall} {code}'}, -err.errno


def signal_number(name):
    if name.isdigit():
        return int(name)
    return getattr(signal, name, None) if name.startswith('SIG') and '_' not in name else None


def signal_name(number):
    try:
        return signal.Signals(number).name
    except ValueError:
        return f'SIG{number}'


class Child:
    """One child with its stdout and stderr piped; `events` gets spawned, output, exit and close as they happen."""

    def __init__(self, request, events):
        self.events = events
        self.file = request['file']
        self.args = request.get('args') or []
        self.process = None
        self.stdin = None
        self.open = 0
        self.ended = None
        env = request.get('env')
        cwd = request.get('cwd')
        try:
            self.process = subprocess.Popen(
                [encode(self.file)] + [encode(a) for a in self.args],
                stdin=subprocess.DEVNULL if request.get('stdin') == 'ignore' else subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=None if cwd is None else encode(cwd),
                env=None if env is None else {encode(k): encode(v) for k, v in env.items()},
            )
        except (OSError, ValueError, TypeError) as err:
            events.failed(*error_fields(err, self.file, self.args))
            return
        running[self.process.pid] = self
        if self.process.stdin:
            self.stdin = Out(self.process.stdin.fileno(), self.process.stdin.close)
        events.spawned(self.process.pid)
        for index, stream in ((0, self.process.stdout), (1, self.process.stderr)):
            self.open += 1
            loop.register(stream.fileno(), selectors.EVENT_READ, self.reading(index, stream))

    def reading(self, index, stream):
        def read():
            data = os.read(stream.fileno(), 65536)
            if data:
                return self.events.output(index, data)
            loop.unregister(stream.fileno())
            stream.close()
            self.open -= 1
            self.settle()

        return read

    def reap(self):
        code = self.process.poll()
        if code is None:
            return
        del running[self.process.pid]
        self.ended = (code, None) if code >= 0 else (None, signal_name(-code))
        # As Node: the child's stdin goes with it.
        if self.stdin:
            self.stdin.close()
        self.events.exited(*self.ended)
        self.settle()

    def settle(self):
        if self.ended and self.open == 0:
            self.events.closed(*self.ended)

    def kill(self, name='SIGTERM'):
        number = signal_number(name or 'SIGTERM')
        if number is not None and self.process and self.process.returncode is None:
            os.kill(self.process.pid, number)


running = {}
children = {}


class Relay:
    """The asynchronous channel's events for request `id`, as frames on the host's stdout."""

    def __init__(self, id):
        self.id = id

    def json(self, type, value):
        stdout.write(frame(self.id, type, json.dumps(value).encode()))

    def failed(self, fields, close_code):
        self.json(T['ERROR'], fields)
        self.closed(close_code, None)

    def spawned(self, pid):
        self.json(T['SPAWNED'], {'pid': pid})

    def output(self, index, data):
        stdout.write(frame(self.id, T['STDERR'] if index else T['STDOUT'], data))

    def exited(self, code, sig):
        self.json(T['EXIT'], {'code': code, 'signal': sig})

    def closed(self, code, sig):
        children.pop(self.id, None)
        self.json(T['CLOSE'], {'code': code, 'signal': sig})


class SyncRun:
    """A run on the synchronous channel: its output collected, one answer on the results FIFO when it closes."""

    def __init__(self, request):
        self.file = request['file']
        self.args = request.get('args') or []
        # JSON has no Infinity: an unlimited maxBuffer comes as null.
        self.max_buffer = request.get('maxBuffer', 1024 * 1024)
        if self.max_buffer is None:
            self.max_buffer = float('inf')
        self.output_of = ([], [])
        self.sizes = [0, 0]
        self.pid = None
        self.error = None
        self.child = Child(request, self)
        if self.child.stdin:
            self.child.stdin.end()

    def failed(self, fields, close_code):
        # spawnSync names the syscall `spawnSync <file>`; an error Node throws is passed on as it is.
        if close_code is not None:
            syscall = f"spawnSync {self.file}"
            fields = {**fields, 'syscall': syscall, 'message': f"{syscall} {fields['code']}"}
        self.error = fields
        self.answer(None, None)

    def spawned(self, pid):
        self.pid = pid

    def output(self, index, data):
        self.output_of[index].append(data)
        self.sizes[index] += len(data)
        # As spawnSync: past maxBuffer on either stream the child is killed and the run fails with ENOBUFS.
        if self.sizes[index] > self.max_buffer and not self.error:
            syscall = f'spawnSync {self.file}'
            self.error = {'errno': -errno.ENOBUFS, 'code': 'ENOBUFS', 'syscall': syscall, 'path': self.file,
                          'message': f'{syscall} ENOBUFS', 'spawnargs': self.args}
            self.child.kill()

    def exited(self, code, sig):
        pass

    def closed(self, code, sig):
        self.answer(None if self.error else code, sig)

    def answer(self, status, sig):
        out, err = (b''.join(chunks) for chunks in self.output_of)
        head = {'status': status, 'signal': sig, 'stdout': len(out), 'stderr': len(err)}
        if self.pid is not None:
            head['pid'] = self.pid
        if self.error:
            head['error'] = self.error
        head = json.dumps(head).encode()
        if results:
            results.write(len(head).to_bytes(4, 'big') + head + out + err)


results = None


def open_sync_channel(paths):
    """Opens the caller's two FIFOs, both ways and without blocking (host.mjs says why), results first."""
    global results
    flags = os.O_RDWR | os.O_NONBLOCK
    results = Out(os.open(paths['results'], flags), lambda: None)
    requests = os.open(paths['requests'], flags)
    take = reader(lambda id, type, body: type == T['SYNC_RUN'] and SyncRun(json.loads(body)))

    def read():
        try:
            take(os.read(requests, 65536))
        except BlockingIOError:
            pass

    loop.register(requests, selectors.EVENT_READ, read)


def handle(id, type, payload):
    if type == T['SPAWN']:
        child = Child(json.loads(payload), Relay(id))
        if child.process:
            children[id] = child
        return
    if type == T['SYNC_OPEN']:
        return open_sync_channel(json.loads(payload))
    child = children.get(id)
    if child is None:
        return
    if type == T['STDIN'] and child.stdin:
        child.stdin.write(payload)
    elif type == T['STDIN_END'] and child.stdin:
        child.stdin.end()
    elif type == T['KILL']:
        child.kill(payload.decode())


def main():
    global stdout
    stdout = Out(1)
    take = reader(handle)

    def read_stdin():
        data = os.read(0, 65536)
        if not data:
            os._exit(0)  # the parent went away (or closed its end)
        take(data)

    loop.register(0, selectors.EVENT_READ, read_stdin)
    # SIGCHLD wakes the loop through a pipe; then every running child is asked whether it ended.
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write, warn_on_full_buffer=False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.signal(signal.SIGINT, signal.SIG_DFL)

    def woken():
        os.read(wake_read, 4096)
        for child in list(running.values()):
            child.reap()

    loop.register(wake_read, selectors.EVENT_READ, woken)
    while True:
        for key, _ in loop.select():
            key.data()


stdout = None
if __name__ == '__main__':
    main()
