# shellcheck shell=bash
# Sourced by scripts/setup. Finds or builds a CPython >= 3.14.2 for this project.
#
# Debian bookworm packages no python3.14, and GitHub / python.org (where uv and pyenv get
# interpreters) cannot be reached here. So, as docs/toolchain.md#python-314 describes,
# this fetches Debian forky's (fallback: sid's) python3.14 *binary* packages together with that
# suite's own glibc and libraries, unpacks them into a private prefix and patches the interpreter
# (PT_INTERP + DT_RPATH) to use them. The system's apt configuration and dpkg state are never used:
# apt runs with a private APT_CONFIG (own sources, lists, cache, empty dpkg status) and the .debs
# are only unpacked with `dpkg-deb -x`.
#
# Expects from the caller: log, die, ROOT, CACHE_ROOT, TOOLS_BIN (dir with patchelf), MIN_PY.
# Provides: py_check PYTHON, find_python, fetch_python314; result in PYTHON_EXE.

PY_PREFIX=$CACHE_ROOT/python3.14
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
DEBIAN_KEYRING=${DEBIAN_KEYRING:-/usr/share/keyrings/debian-archive-keyring.gpg}
DEBIAN_SUITES=${DEBIAN_SUITES:-forky sid}

# The final working set of docs/toolchain.md#packages (apt-get download does not resolve
# dependencies, so every package is named). A Debian rename makes the download fail loudly.
PY314_DEBS=(
  libc6 libgcc-s1 libcrypt1
  python3.14-minimal python3.14 libpython3.14-minimal libpython3.14-stdlib libpython3.14
  libpython3.14-dev python3.14-dev
  libssl3t64 libffi8 libmpdec4 libsqlite3-0 libexpat1 zlib1g libbz2-1.0 liblzma5 libzstd1
  libuuid1 libncursesw6 libtinfo6 libreadline8t64 libdb5.3t64 libgdbm6t64 libgdbm-compat4t64
)

# What an interpreter must do to be used: right version, and the stdlib modules that need
# shared libraries must import (and ctypes must load libc).
PY_CHECK_CODE='
import sys
want = tuple(int(x) for x in sys.argv[1].split("."))
if sys.implementation.name != "cpython" or sys.version_info[:3] < want:
    raise SystemExit("version %s is below %s" % (sys.version.split()[0], sys.argv[1]))
import ssl, sqlite3, zlib, ctypes, lzma, bz2, decimal, uuid, ctypes.util
ctypes.CDLL(None)
ssl.create_default_context()
sqlite3.connect(":memory:").execute("select 1")
zlib.decompress(zlib.compress(b"x"))
import os.path
# The real file: a venv built on a symlink that lives outside the prefix cannot find its stdlib.
exe = os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)
print(exe, sys.version.split()[0])
'

# py_check PYTHON -> prints "BASE_EXECUTABLE VERSION" and succeeds if PYTHON is usable.
py_check() {
  PYTHONDONTWRITEBYTECODE=1 PYTHONNOUSERSITE=1 "$1" -I -c "$PY_CHECK_CODE" "$MIN_PY" 2>/dev/null
}

# find_python: a usable interpreter on PATH or in the cached private prefix -> PYTHON_EXE.
find_python() {
  local cand out exe
  PYTHON_EXE=
  if [[ -n ${CONTEXT_RETRIEVAL_PYTHON:-} ]]; then
    out=$(py_check "$CONTEXT_RETRIEVAL_PYTHON") ||
      die "CONTEXT_RETRIEVAL_PYTHON=$CONTEXT_RETRIEVAL_PYTHON is not a working Python >= $MIN_PY"
    PYTHON_EXE=${out% *}; PYTHON_VERSION=${out##* }; PYTHON_ORIGIN="CONTEXT_RETRIEVAL_PYTHON"
    return 0
  fi
  for cand in python3.16 python3.15 python3.14 python3 python; do
    exe=$(type -P "$cand") || continue
    out=$(py_check "$exe") || continue
    # A python inside this repo's .venv is about to be deleted: never build on it.
    case ${out% *} in "$ROOT"/.venv/*) continue ;; esac
    PYTHON_EXE=${out% *}; PYTHON_VERSION=${out##* }; PYTHON_ORIGIN="PATH ($exe)"
    return 0
  done
  if [[ -f $PY_PREFIX/.complete && -x $PY_PREFIX/usr/bin/python3.14 ]]; then
    if out=$(py_check "$PY_PREFIX/usr/bin/python3.14"); then
      PYTHON_EXE=$PY_PREFIX/usr/bin/python3.14; PYTHON_VERSION=${out##* }
      PYTHON_ORIGIN="cache ($(cat "$PY_PREFIX/.complete"))"
      return 0
    fi
    log "cached python in $PY_PREFIX is broken; fetching it again"
  fi
  return 1
}

# _apt_config DIR SUITE: a private apt configuration rooted at DIR for one Debian suite.
_apt_config() {
  local d=$1 suite=$2 arch=$3
  rm -rf "$d"
  mkdir -p "$d"/etc/apt.conf.d "$d"/etc/sources.list.d "$d"/etc/preferences.d \
    "$d"/etc/trusted.gpg.d "$d"/lists/partial "$d"/cache/archives/partial "$d"/log
  : >"$d/status"
  cat >"$d/etc/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $DEBIAN_MIRROR
Suites: $suite
Components: main
Signed-By: $DEBIAN_KEYRING
EOF
  # Read before apt's own defaults: Dir::Etc::parts pointing at our empty directory keeps
  # /etc/apt/apt.conf.d out, and every state/cache path is ours.
  cat >"$d/apt.conf" <<EOF
Dir::Etc "$d/etc";
Dir::Etc::main "$d/etc/apt.conf";
Dir::Etc::parts "$d/etc/apt.conf.d";
Dir::Etc::sourcelist "$d/etc/sources.list";
Dir::Etc::sourceparts "$d/etc/sources.list.d";
Dir::Etc::preferences "$d/etc/preferences";
Dir::Etc::preferencesparts "$d/etc/preferences.d";
Dir::Etc::trusted "$d/etc/trusted.gpg";
Dir::Etc::trustedparts "$d/etc/trusted.gpg.d";
Dir::State "$d";
Dir::State::lists "$d/lists";
Dir::State::status "$d/status";
Dir::State::extended_states "$d/extended_states";
Dir::Cache "$d/cache";
Dir::Cache::archives "$d/cache/archives";
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Dir::Log "$d/log";
APT::Architecture "$arch";
APT::Architectures { "$arch"; };
APT::Sandbox::User "root";
Acquire::Languages "none";
Acquire::GzipIndexes "true";
Acquire::Retries "3";
Acquire::Check-Valid-Until "false";
Acquire::IndexTargets::deb::Contents-deb::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11-icons::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11-icons-small::DefaultEnabled "false";
Acquire::IndexTargets::deb::DEP-11-icons-hidpi::DefaultEnabled "false";
EOF
}

# _fetch_suite SUITE ARCH WORK: download the .debs of SUITE into WORK/debs.
_fetch_suite() {
  local suite=$1 arch=$2 work=$3
  _apt_config "$work/apt" "$suite" "$arch"
  rm -rf "$work/debs"; mkdir -p "$work/debs"
  APT_CONFIG="$work/apt/apt.conf" apt-get -q update >"$work/apt-$suite.log" 2>&1 || return 1
  # apt-get update can exit 0 when an index failed to download: insist on a Packages index.
  if grep -qE '^E: ' "$work/apt-$suite.log" ||
    ! compgen -G "$work/apt/lists/*_${suite}_main_binary-${arch}_Packages*" >/dev/null; then
    echo "no Packages index for $suite/$arch after apt-get update" >>"$work/apt-$suite.log"
    return 1
  fi
  (cd "$work/debs" && APT_CONFIG="$work/apt/apt.conf" apt-get -q download "${PY314_DEBS[@]}") \
    >>"$work/apt-$suite.log" 2>&1 || return 1
  local n
  n=$(find "$work/debs" -maxdepth 1 -name '*.deb' | wc -l)
  [[ $n -eq ${#PY314_DEBS[@]} ]] || { echo "got $n of ${#PY314_DEBS[@]} packages" >>"$work/apt-$suite.log"; return 1; }
}

# fetch_python314: build the private prefix PY_PREFIX and set PYTHON_EXE.
fetch_python314() {
  command -v apt-get >/dev/null || die "apt-get not found: fetching python3.14 needs a Debian system"
  command -v dpkg-deb >/dev/null || die "dpkg-deb not found"
  [[ -r $DEBIAN_KEYRING ]] || die "Debian archive keyring $DEBIAN_KEYRING missing (apt-get install debian-archive-keyring)"
  local arch triplet ldso
  arch=$(dpkg --print-architecture)
  case $arch in
    amd64) triplet=x86_64-linux-gnu; ldso=ld-linux-x86-64.so.2 ;;
    arm64) triplet=aarch64-linux-gnu; ldso=ld-linux-aarch64.so.1 ;;
    *) die "no recipe for fetching python3.14 on architecture $arch" ;;
  esac

  local work suite got='' deb
  work=$CACHE_ROOT/python3.14.work
  rm -rf "$work"; mkdir -p "$work"
  for suite in $DEBIAN_SUITES; do
    log "fetching python3.14 from Debian $suite ($DEBIAN_MIRROR, ${#PY314_DEBS[@]} packages)"
    if _fetch_suite "$suite" "$arch" "$work"; then got=$suite; break; fi
    tail -n 8 "$work/apt-$suite.log" | sed 's/^/  apt: /' >&2
    log "Debian $suite did not work; see $work/apt-$suite.log"
  done
  [[ -n $got ]] || die "could not download python3.14 packages from Debian ($DEBIAN_SUITES)"

  # Unpack straight into the final prefix: the patched paths below are absolute. The prefix
  # only counts as cached once .complete is written after the check.
  rm -rf "$PY_PREFIX"; mkdir -p "$PY_PREFIX"
  for deb in "$work"/debs/*.deb; do
    dpkg-deb -x "$deb" "$PY_PREFIX" || die "dpkg-deb -x failed on $(basename "$deb")"
  done

  local libdir=$PY_PREFIX/usr/lib/$triplet exe=$PY_PREFIX/usr/bin/python3.14
  [[ -x $exe ]] || die "python3.14 binary missing after unpacking"
  [[ -e $libdir/$ldso ]] || die "$ldso missing after unpacking libc6"
  "$TOOLS_BIN/patchelf" --set-interpreter "$libdir/$ldso" "$exe" ||
    die "patchelf --set-interpreter failed"
  # DT_RPATH (not RUNPATH) so that it also applies to the extension modules in lib-dynload.
  "$TOOLS_BIN/patchelf" --force-rpath --set-rpath "$libdir" "$exe" || die "patchelf --set-rpath failed"

  # Debian's multiarch pyconfig.h only includes the system's multiarch one; use the real one so
  # that sdists with C code compile.
  local inc=$PY_PREFIX/usr/include
  if [[ -f $inc/$triplet/python3.14/pyconfig.h ]]; then
    cp -f "$inc/$triplet/python3.14/pyconfig.h" "$inc/python3.14/pyconfig.h"
  else
    die "pyconfig.h missing from libpython3.14-dev"
  fi

  local out
  out=$(py_check "$exe") || {
    "$exe" -I -c "$PY_CHECK_CODE" "$MIN_PY" 2>&1 | tail -n 5 >&2 || true
    die "python3.14 from Debian $got does not work after patching (see above)"
  }
  local pkgver
  pkgver=$(dpkg-deb -f "$work"/debs/python3.14-minimal_*.deb Version)
  echo "Debian $got python3.14 $pkgver" >"$PY_PREFIX/.complete"
  rm -rf "$work"
  PYTHON_EXE=$exe; PYTHON_VERSION=${out##* }; PYTHON_ORIGIN="Debian $got python3.14 $pkgver (new)"
}
