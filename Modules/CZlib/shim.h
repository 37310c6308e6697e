// The system's zlib (Debian's zlib1g-dev), for the web server's gzip responses.
#include <zlib.h>
