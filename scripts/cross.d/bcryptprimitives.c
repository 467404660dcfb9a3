/* ProcessPrng for wine 8.0 (Debian 12's), which has no bcryptprimitives.dll: Rust's
 * standard library (1.78 and later) takes its random bytes (HashMap keys) from that
 * function on Windows, so a Rust program does not even start under that wine.
 * scripts/cross builds this stand-in with MinGW-w64 and puts it into its own wine prefix
 * (target/cross/wine) when the prefix has none; it is never shipped. The bytes come from
 * RtlGenRandom (advapi32's SystemFunction036), which wine 8.0 has. */
#include <windows.h>

BOOLEAN NTAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!SystemFunction036(data, n)) return FALSE;
        data += n;
        len -= n;
    }
    return TRUE;
}
