# slugspec_corpus_sha256(DIR OUT_HASH OUT_COUNT): the SHA-256 of a golden
# corpus as the runner hashes it (spec/conformance.md, the certificate's
# corpus hash): every .jsonl file below DIR, in byte order of their paths,
# concatenated; and how many files that is.
function(slugspec_corpus_sha256 dir out_hash out_count)
  get_filename_component(dir "${dir}" ABSOLUTE)
  file(GLOB_RECURSE files RELATIVE "${dir}" "${dir}/*.jsonl")
  list(SORT files COMPARE STRING CASE SENSITIVE)
  set(all "")
  foreach(f IN LISTS files)
    file(READ "${dir}/${f}" content)
    string(APPEND all "${content}")
  endforeach()
  string(SHA256 hash "${all}")
  list(LENGTH files count)
  set(${out_hash} "${hash}" PARENT_SCOPE)
  set(${out_count} "${count}" PARENT_SCOPE)
endfunction()
