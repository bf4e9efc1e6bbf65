// Sanitizer defaults compiled into every libFuzzer target (not the replay
// builds, which run under ctest's ASAN_OPTIONS). ASAN_OPTIONS set in the
// environment (ctest's preset, OSS-Fuzz, a person) still win, item by item.
//
// quarantine_size_mb=64: AddressSanitizer keeps freed memory unusable for a
// while to catch a use after free; its default of 256 MB made every target's
// resident memory 430 to 650 MB (measured with tools/fuzz-campaign.sh), four
// times what the targets themselves hold. One execution frees at most a few
// MB (inputs are at most max_len bytes; pentomino's JSONCrush expansion, the
// largest, is bounded at 262,144 bytes), so 64 MB still spans many
// executions, and a use after free within one execution, the kind a decoder
// can have, is caught as before.
extern "C" const char* __asan_default_options();  // NOLINT: the sanitizer's hook
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=64"; }
