// slugspec-tsgen DESCRIPTOR_SET TYPES SCHEMA SCHEMA_TABLE FORMAT=MESSAGE...
// Writes the models' TypeScript declarations (typescript.h) to TYPES, their
// wire schema (wire_schema.h) to SCHEMA and their schemas as C++ for the
// lite runtime (schema_table.h) to SCHEMA_TABLE, from protoc's descriptor set
// (--include_imports --include_source_info), replacing each file whole; and
// beside SCHEMA_TABLE (x.cc), the table of each format alone (x-FORMAT.cc),
// so that a module of one format holds no other format's schema. Run at
// build time under node.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <sys/stat.h>

#include "common/output_file.h"
#include "js/wasm/schema_table.h"
#include "js/wasm/typescript.h"
#include "js/wasm/wire_schema.h"

int main(int argc, char** argv) {
  // Emscripten's process starts with umask 0777, which would leave the
  // output with no permissions at all (WriteFileAtomically honours umask).
  ::umask(022);
  if (argc < 6) {
    std::cerr << "usage: slugspec-tsgen DESCRIPTOR_SET TYPES SCHEMA SCHEMA_TABLE FORMAT=MESSAGE...\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  google::protobuf::FileDescriptorSet files;
  if (!in || !files.ParseFromString(bytes.str())) {
    std::cerr << "slugspec-tsgen: cannot read the descriptor set " << argv[1] << "\n";
    return 1;
  }
  std::vector<slugspec::wasm::ModelEntry> models;
  for (int i = 5; i < argc; ++i) {
    const std::string entry = argv[i];
    const size_t eq = entry.find('=');
    if (eq == std::string::npos) {
      std::cerr << "slugspec-tsgen: " << entry << " is not FORMAT=MESSAGE\n";
      return 2;
    }
    models.push_back({entry.substr(0, eq), entry.substr(eq + 1)});
  }
  google::protobuf::DescriptorPool pool;
  const auto built = slugspec::wasm::BuildFiles(files, &pool);
  if (!built.ok()) {
    std::cerr << "slugspec-tsgen: " << built.status().message() << "\n";
    return 1;
  }
  std::vector<std::pair<std::string, slugspec::StatusOr<std::string>>> outputs;
  outputs.emplace_back(argv[2], slugspec::wasm::TypeScriptDeclarations(*built, models));
  outputs.emplace_back(argv[3], slugspec::wasm::WireSchema(pool, models));
  const std::string table = argv[4];
  outputs.emplace_back(table, slugspec::wasm::SchemaTable(pool, models));
  const std::string stem = table.ends_with(".cc") ? table.substr(0, table.size() - 3) : table;
  for (const slugspec::wasm::ModelEntry& model : models) {
    outputs.emplace_back(stem + "-" + model.format + ".cc", slugspec::wasm::SchemaTable(pool, {model}));
  }
  for (const auto& [path, text] : outputs) {
    if (!text.ok()) {
      std::cerr << "slugspec-tsgen: " << text.status().message() << "\n";
      return 1;
    }
    if (const slugspec::Status written = slugspec::WriteFileAtomically(path, *text); !written.ok()) {
      std::cerr << "slugspec-tsgen: " << written.message() << "\n";
      return 1;
    }
  }
  return 0;
}
