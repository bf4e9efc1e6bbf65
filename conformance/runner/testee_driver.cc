#include "conformance/runner/testee_driver.h"

#include <utility>

#include "conformance/runner/one_shot.h"
#include "conformance/runner/runner.h"
#include "conformance/runner/session.h"

namespace slugspec::conformance {
namespace {

class SessionTestee : public TesteeDriver {
 public:
  explicit SessionTestee(const TesteeOptions& testee) : session_(testee) {}
  StatusOr<Hello> Start() override {
    if (const Status start = session_.Start(); !start.ok()) {
      return Status::Failure("the testee did not start: " + start.message());
    }
    return session_.hello();
  }
  void Run(const std::vector<const Case*>& cases, const CaseDone& done) override { session_.Run(cases, done); }
  int restarts() const override { return session_.restarts(); }
  std::string end_note() const override { return session_.end_note(); }
  const char* mode() const override { return "session"; }

 private:
  Session session_;
};

class OneShotTestee : public TesteeDriver {
 public:
  OneShotTestee(TesteeOptions testee, std::vector<Capability> declared, int jobs)
      : testee_(std::move(testee)), declared_(std::move(declared)), jobs_(jobs) {}
  StatusOr<Hello> Start() override { return OneShotHello(declared_); }
  void Run(const std::vector<const Case*>& cases, const CaseDone& done) override {
    RunOneShot(testee_, cases, done, jobs_);
  }
  const char* mode() const override { return "one-shot"; }

 private:
  TesteeOptions testee_;
  std::vector<Capability> declared_;
  int jobs_;
};

}  // namespace

std::unique_ptr<TesteeDriver> SessionDriver(const TesteeOptions& testee) {
  return std::make_unique<SessionTestee>(testee);
}

std::unique_ptr<TesteeDriver> OneShotDriver(const TesteeOptions& testee, const std::vector<Capability>& declared,
                                            int jobs) {
  return std::make_unique<OneShotTestee>(testee, declared, jobs);
}

std::unique_ptr<TesteeDriver> ProcessDriver(const RunnerOptions& options) {
  return options.one_shot ? OneShotDriver(options.testee, options.declared, options.jobs)
                          : SessionDriver(options.testee);
}

Status RunConformance(const RunnerOptions& options, ConformanceRun* run) {
  return RunConformance(options, *ProcessDriver(options), run);
}

}  // namespace slugspec::conformance
