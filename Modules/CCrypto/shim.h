// The system's libcrypto (Debian's libssl-dev, OpenSSL 3): the site server's SHA-256.
#include <openssl/sha.h>
