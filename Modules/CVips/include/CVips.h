#ifndef MOSAIC_CVIPS_H
#define MOSAIC_CVIPS_H

#include <stddef.h>

// A typed doorway to the system's libvips (libvips.so.42), loaded with dlopen on first
// use. Typed wrappers exist because vips' operations are variadic, which Swift cannot
// call; loading at run time means no vips headers or -dev package at build time, no
// start-up cost for commands that store no photo, and a binary that still runs (without
// thumbnails) on a machine without libvips.

/// 1 when libvips could be loaded and started (once per process), else 0.
int mosaic_vips_load(void);

/// Decodes the image in `bytes`, shrinks it to fit `side` x `side` (never enlarging,
/// turned upright by its EXIF orientation), and encodes it as WebP at `quality`, without
/// metadata. On success returns 0 and sets `*out` (free it with mosaic_vips_free) and
/// `*out_length`; on failure returns -1 (libvips missing, or an image it cannot read).
int mosaic_vips_thumbnail(const void *bytes, size_t length, int side, int quality, void **out, size_t *out_length);

void mosaic_vips_free(void *buffer);

#endif
