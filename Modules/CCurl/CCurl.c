#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>

#define CURL_GLOBAL_ALL 3
#define CURLINFO_RESPONSE_CODE 0x200002

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_perform)(void *);
    int (*easy_getinfo)(void *, int, ...);
    const char *(*easy_strerror)(int);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    curl.global_init = (int (*)(long))dlsym(library, "curl_global_init");
    curl.easy_init = (void *(*)(void))dlsym(library, "curl_easy_init");
    curl.easy_cleanup = (void (*)(void *))dlsym(library, "curl_easy_cleanup");
    curl.easy_setopt = (int (*)(void *, int, ...))dlsym(library, "curl_easy_setopt");
    curl.easy_perform = (int (*)(void *))dlsym(library, "curl_easy_perform");
    curl.easy_getinfo = (int (*)(void *, int, ...))dlsym(library, "curl_easy_getinfo");
    curl.easy_strerror = (const char *(*)(int))dlsym(library, "curl_easy_strerror");
    curl.slist_append = (void *(*)(void *, const char *))dlsym(library, "curl_slist_append");
    curl.slist_free_all = (void (*)(void *))dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_cleanup || !curl.easy_setopt || !curl.easy_perform
        || !curl.easy_getinfo || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) return;
    loaded = curl.global_init(CURL_GLOBAL_ALL) == 0;
}

int mosaic_curl_load(void) {
    pthread_once(&once, load);
    return loaded;
}

void *mosaic_curl_easy_init(void) { return mosaic_curl_load() ? curl.easy_init() : NULL; }
void mosaic_curl_easy_cleanup(void *handle) { if (handle) curl.easy_cleanup(handle); }
int mosaic_curl_setopt_long(void *handle, int option, long value) { return curl.easy_setopt(handle, option, value); }
int mosaic_curl_setopt_pointer(void *handle, int option, const void *value) { return curl.easy_setopt(handle, option, value); }
int mosaic_curl_setopt_size(void *handle, int option, int64_t value) { return curl.easy_setopt(handle, option, (long long)value); }
int mosaic_curl_setopt_data_callback(void *handle, int option, mosaic_curl_data_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}
int mosaic_curl_setopt_progress_callback(void *handle, int option, mosaic_curl_progress_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}
int mosaic_curl_easy_perform(void *handle) { return curl.easy_perform(handle); }
long mosaic_curl_response_code(void *handle) {
    long code = 0;
    if (curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code) != 0) return 0;
    return code;
}
const char *mosaic_curl_easy_strerror(int code) { return mosaic_curl_load() ? curl.easy_strerror(code) : "libcurl is not available"; }
void *mosaic_curl_slist_append(void *list, const char *line) { return curl.slist_append(list, line); }
void mosaic_curl_slist_free_all(void *list) { if (list) curl.slist_free_all(list); }
