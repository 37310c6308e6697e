#ifndef MOSAIC_CCURL_H
#define MOSAIC_CCURL_H

#include <stddef.h>
#include <stdint.h>

// A typed doorway to the system's libcurl (libcurl.so.4), loaded with dlopen on first
// use. Typed wrappers exist because curl_easy_setopt is variadic, which Swift cannot
// call; loading at run time means no curl headers or -dev package at build time and
// no libcurl start-up cost for commands that never go online.

// Option and info numbers from curl.h (stable ABI).
enum {
    MOSAIC_CURLOPT_WRITEDATA = 10001,
    MOSAIC_CURLOPT_URL = 10002,
    MOSAIC_CURLOPT_POSTFIELDS = 10015,
    MOSAIC_CURLOPT_USERAGENT = 10018,
    MOSAIC_CURLOPT_HTTPHEADER = 10023,
    MOSAIC_CURLOPT_HEADERDATA = 10029,
    MOSAIC_CURLOPT_CUSTOMREQUEST = 10036,
    MOSAIC_CURLOPT_XFERINFODATA = 10057,
    MOSAIC_CURLOPT_ACCEPT_ENCODING = 10102,
    MOSAIC_CURLOPT_PROTOCOLS_STR = 10318,
    MOSAIC_CURLOPT_WRITEFUNCTION = 20011,
    MOSAIC_CURLOPT_HEADERFUNCTION = 20079,
    MOSAIC_CURLOPT_XFERINFOFUNCTION = 20219,
    MOSAIC_CURLOPT_POSTFIELDSIZE_LARGE = 30120,
    MOSAIC_CURLOPT_NOPROGRESS = 43,
    MOSAIC_CURLOPT_NOBODY = 44,
    MOSAIC_CURLOPT_NOSIGNAL = 99,
    MOSAIC_CURLOPT_TIMEOUT_MS = 155,
    MOSAIC_CURLOPT_CONNECTTIMEOUT_MS = 156,
};

enum {
    MOSAIC_CURLE_OK = 0,
    MOSAIC_CURLE_UNSUPPORTED_PROTOCOL = 1,
    MOSAIC_CURLE_URL_MALFORMAT = 3,
    MOSAIC_CURLE_COULDNT_RESOLVE_PROXY = 5,
    MOSAIC_CURLE_COULDNT_RESOLVE_HOST = 6,
    MOSAIC_CURLE_COULDNT_CONNECT = 7,
    MOSAIC_CURLE_OPERATION_TIMEDOUT = 28,
    MOSAIC_CURLE_SSL_CONNECT_ERROR = 35,
    MOSAIC_CURLE_ABORTED_BY_CALLBACK = 42,
    MOSAIC_CURLE_GOT_NOTHING = 52,
    MOSAIC_CURLE_SEND_ERROR = 55,
    MOSAIC_CURLE_RECV_ERROR = 56,
    MOSAIC_CURLE_PEER_FAILED_VERIFICATION = 60,
};

typedef size_t (*mosaic_curl_data_callback)(char *buffer, size_t size, size_t count, void *context);
typedef int (*mosaic_curl_progress_callback)(void *context, int64_t download_total, int64_t downloaded,
                                             int64_t upload_total, int64_t uploaded);

/// 1 when libcurl could be loaded (once per process), else 0.
int mosaic_curl_load(void);
void *mosaic_curl_easy_init(void);
void mosaic_curl_easy_cleanup(void *handle);
int mosaic_curl_setopt_long(void *handle, int option, long value);
int mosaic_curl_setopt_pointer(void *handle, int option, const void *value);
int mosaic_curl_setopt_size(void *handle, int option, int64_t value);
int mosaic_curl_setopt_data_callback(void *handle, int option, mosaic_curl_data_callback callback);
int mosaic_curl_setopt_progress_callback(void *handle, int option, mosaic_curl_progress_callback callback);
int mosaic_curl_easy_perform(void *handle);
/// The last response's HTTP status, or 0.
long mosaic_curl_response_code(void *handle);
const char *mosaic_curl_easy_strerror(int code);
void *mosaic_curl_slist_append(void *list, const char *line);
void mosaic_curl_slist_free_all(void *list);

#endif
