// slugspec-conformance: the command (command.h), reaching the testee as a
// process (the session protocol, or one process a case with --one-shot).
#include "conformance/runner/command.h"
#include "conformance/runner/testee_driver.h"

int main(int argc, char** argv) {
  slugspec::conformance::CommandFront front;
  front.make_driver = slugspec::conformance::ProcessDriver;
  return slugspec::conformance::RunnerCommand(argc, argv, front);
}
