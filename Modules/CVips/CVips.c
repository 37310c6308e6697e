#include "CVips.h"

#include <dlfcn.h>
#include <pthread.h>

#define VIPS_SIZE_DOWN 2
#define G_LOG_LEVEL_WARNING (1 << 4)

static struct {
    int (*init)(const char *argv0);
    int (*thumbnail_buffer)(void *buffer, size_t length, void **out, int width, ...);
    int (*webpsave_buffer)(void *image, void **buffer, size_t *length, ...);
    void (*cache_set_max)(int max);
    void (*concurrency_set)(int concurrency);
    void (*block_untrusted_set)(int state);
    void (*operation_block_set)(const char *name, int state);
    void (*cache_set_max_mem)(size_t max);
    void (*cache_set_max_files)(int max);
    void (*error_clear)(void);
    void (*object_unref)(void *object);
    void (*free)(void *memory);
    unsigned (*log_set_handler)(const char *domain, int levels, void (*handler)(const char *, int, const char *, void *),
                                void *data);
} vips;

// libvips warns on stderr about images it reads with trouble; a command's output is no place for that.
static void ignore(const char *domain, int level, const char *message, void *data) {
    (void)domain; (void)level; (void)message; (void)data;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void load(void) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    vips.init = (int (*)(const char *))dlsym(library, "vips_init");
    vips.thumbnail_buffer = (int (*)(void *, size_t, void **, int, ...))dlsym(library, "vips_thumbnail_buffer");
    vips.webpsave_buffer = (int (*)(void *, void **, size_t *, ...))dlsym(library, "vips_webpsave_buffer");
    vips.cache_set_max = (void (*)(int))dlsym(library, "vips_cache_set_max");
    vips.concurrency_set = (void (*)(int))dlsym(library, "vips_concurrency_set");
    vips.block_untrusted_set = (void (*)(int))dlsym(library, "vips_block_untrusted_set");
    vips.operation_block_set = (void (*)(const char *, int))dlsym(library, "vips_operation_block_set");
    vips.cache_set_max_mem = (void (*)(size_t))dlsym(library, "vips_cache_set_max_mem");
    vips.cache_set_max_files = (void (*)(int))dlsym(library, "vips_cache_set_max_files");
    vips.error_clear = (void (*)(void))dlsym(library, "vips_error_clear");
    // GLib's, found through libvips' own dependencies.
    vips.object_unref = (void (*)(void *))dlsym(library, "g_object_unref");
    vips.free = (void (*)(void *))dlsym(library, "g_free");
    vips.log_set_handler = (unsigned (*)(const char *, int, void (*)(const char *, int, const char *, void *), void *))dlsym(
        library, "g_log_set_handler");
    if (!vips.init || !vips.thumbnail_buffer || !vips.webpsave_buffer || !vips.cache_set_max || !vips.concurrency_set
        || !vips.error_clear || !vips.object_unref || !vips.free || !vips.log_set_handler) return;
    vips.log_set_handler("VIPS", G_LOG_LEVEL_WARNING, ignore, NULL);
    if (vips.init("mosaic") != 0) return;
    // One photo at a time, nothing kept between them: a server's memory stays flat.
    vips.cache_set_max(0);
    if (vips.cache_set_max_mem) vips.cache_set_max_mem(0);
    if (vips.cache_set_max_files) vips.cache_set_max_files(0);
    vips.concurrency_set(1);
    // Only the loaders of the five formats Mosaic accepts may read what people upload: a
    // TIFF, SVG or PDF named .jpg never reaches its loader (libvips 8.13 and later).
    if (vips.block_untrusted_set) vips.block_untrusted_set(1);
    if (!vips.operation_block_set) return;
    vips.operation_block_set("VipsForeignLoad", 1);
    // GIF is read by libnsgif (VipsForeignLoadNsgif) since libvips 8.12, by giflib before.
    static const char *const allowed[] = {"VipsForeignLoadJpeg", "VipsForeignLoadPng",  "VipsForeignLoadNsgif",
                                          "VipsForeignLoadGif",  "VipsForeignLoadWebp", "VipsForeignLoadHeif"};
    for (size_t i = 0; i < sizeof allowed / sizeof *allowed; i++) vips.operation_block_set(allowed[i], 0);
    loaded = 1;
}

int mosaic_vips_load(void) {
    pthread_once(&once, load);
    return loaded;
}

int mosaic_vips_thumbnail(const void *bytes, size_t length, int side, int quality, void **out, size_t *out_length) {
    if (!mosaic_vips_load()) return -1;
    void *image = NULL;
    if (vips.thumbnail_buffer((void *)bytes, length, &image, side, "height", side, "size", VIPS_SIZE_DOWN,
                              "option_string", "fail_on=error", NULL) != 0) {
        vips.error_clear();
        return -1;
    }
    int failed = vips.webpsave_buffer(image, out, out_length, "Q", quality, "strip", 1, NULL);
    vips.object_unref(image);
    if (failed) {
        vips.error_clear();
        return -1;
    }
    return 0;
}

void mosaic_vips_free(void *buffer) {
    if (buffer && mosaic_vips_load()) vips.free(buffer);
}
