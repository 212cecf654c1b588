#!/bin/sh
# `pnpm serve`: the production build as a site runs it (docs/api-operations.md, "Memory").
#
# glibc's malloc keeps what a thread frees in that thread's arena (up to 8 per core) and, once
# a large block has been freed, serves blocks up to 32 MB from the arenas too, where freed
# memory stays with the process: after a burst of picture uploads the server kept 700 MB it
# no longer used. Two arenas, and large blocks always mapped on their own (the threshold glibc
# starts with, fixed), give it back (docs/benchmarks.md, "Memory"). jemalloc, preloaded, does
# as well: sharp's documentation recommends it for long-running processes on glibc.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
# Node sizes V8's heap by the machine's memory (4 GB here) and lets it grow to four times what
# is live before collecting; at 1 GB it grows to about 1.6 times. MAX_HEAP_USED_PERCENT's load
# shedding counts in this limit. A larger site raises it with HEAP_LIMIT_MB.
exec node --max-old-space-size="${HEAP_LIMIT_MB:-1024}" --enable-source-maps "$(dirname "$0")/dist/main.js"
