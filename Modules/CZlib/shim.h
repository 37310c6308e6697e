// The system's zlib (Debian's zlib1g-dev): gzip responses and ZIP archives.
#include <zlib.h>
