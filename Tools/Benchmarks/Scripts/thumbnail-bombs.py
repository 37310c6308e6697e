#!/usr/bin/env python3
"""What one thumbnail costs at the pixel budget, per format (docs/benchmarks.md, issue #44).

Writes an 8,000×6,000 image (48 megapixels, just under ImageFile.pixelBudget) in each format
libvips reads here, with libvips itself, then makes its thumbnail in a fresh process the way
VipsThumbnailer does (400 px, WebP, fail_on=error, no cache, one thread) and prints the peak
resident memory over that process's baseline and the time. With --bomb it also shows what
issue #44's 35-byte GIF asks libvips for when nothing checks it first, under a 3 GB address
space limit so the machine is safe.

usage: thumbnail-bombs.py [--bomb]
"""
import ctypes
import os
import resource
import subprocess
import sys
import tempfile
import time

WIDTH, HEIGHT = 8000, 6000
FORMATS = {
    "jpeg": ("p.jpg", [b"interlace", 1, b"subsample_mode", 2]),
    "gif": ("g.gif", []),
    "heif": ("h.heic", [b"compression", 1]),
    "webp": ("l.webp", [b"lossless", 1]),
}
BOMB = (b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff,\x00\x00\x00\x00\xff\xff\xff\xff"
        b"\x00\x02\x02D\x01\x00;")


def vips():
    library = ctypes.CDLL("libvips.so.42")
    library.vips_error_buffer.restype = ctypes.c_char_p
    if library.vips_init(b"thumbnail-bombs") != 0:
        sys.exit("libvips did not start")
    return library


def arguments(values):
    return [ctypes.c_int(v) if isinstance(v, int) else v for v in values]


def write(kind, path):
    library = vips()
    image = ctypes.c_void_p()
    if library.vips_black(ctypes.byref(image), WIDTH, HEIGHT, b"bands", ctypes.c_int(3), None) != 0:
        sys.exit(library.vips_error_buffer())
    save = getattr(library, "vips_%ssave" % kind)
    if save(image, path.encode(), *arguments(FORMATS[kind][1]), None) != 0:
        sys.exit(library.vips_error_buffer())


def thumbnail(path):
    library = vips()
    library.vips_cache_set_max(0)
    library.vips_concurrency_set(1)
    baseline = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    data = open(path, "rb").read()
    started = time.monotonic()
    image = ctypes.c_void_p()
    status = library.vips_thumbnail_buffer(
        data, ctypes.c_size_t(len(data)), ctypes.byref(image), ctypes.c_int(400), b"height", ctypes.c_int(400),
        b"size", ctypes.c_int(2), b"option_string", b"fail_on=error", None)
    if status == 0:
        out, length = ctypes.c_void_p(), ctypes.c_size_t()
        status = library.vips_webpsave_buffer(image, ctypes.byref(out), ctypes.byref(length), b"Q", ctypes.c_int(70),
                                              b"strip", ctypes.c_int(1), None)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print("%-8s status %2d  peak over baseline %6.1f MB  %.2f s" % (
        os.path.basename(path), status, (peak - baseline) / 1024, time.monotonic() - started))


def main():
    if len(sys.argv) == 3 and sys.argv[1] in ("--write", "--thumbnail"):
        kind_or_path = sys.argv[2]
        if sys.argv[1] == "--write":
            kind, path = kind_or_path.split("=", 1)
            write(kind, path)
        else:
            thumbnail(kind_or_path)
        return
    folder = tempfile.mkdtemp(prefix="thumbnail-bombs-")
    for kind, (name, _) in FORMATS.items():
        path = os.path.join(folder, name)
        subprocess.run([sys.executable, __file__, "--write", "%s=%s" % (kind, path)], check=True)
        subprocess.run([sys.executable, __file__, "--thumbnail", path], check=False)
    if "--bomb" in sys.argv:
        bomb = os.path.join(folder, "bomb.gif")
        open(bomb, "wb").write(BOMB)
        limit = "import resource; resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))"
        subprocess.run([sys.executable, "-c", limit + "; import runpy, sys; sys.argv = %r; runpy.run_path(%r, run_name='__main__')"
                        % ([__file__, "--thumbnail", bomb], __file__)], check=False)


if __name__ == "__main__":
    main()
